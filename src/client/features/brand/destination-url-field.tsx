import type { ComponentProps } from 'react';
import { DESTINATION_URL_MAX } from '@shared/tracking';
import { TextField } from '@client/components/text-field';

/** Where the accepted creators' tracking links send visitors (docs/product.md#tracking-links). */
export function DestinationUrlField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Destination URL (optional)"
      type="url"
      inputMode="url"
      placeholder="https://yourshop.example/sale"
      maxLength={DESTINATION_URL_MAX}
      {...props}
      hint={
        <p className="mt-1 text-xs text-slate-600">
          Your shop or landing page. Each accepted creator gets a short tracking link to it, and you see the
          clicks per creator.
        </p>
      }
    />
  );
}
