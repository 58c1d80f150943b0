import type { ComponentProps } from 'react';
import { TextField } from '@client/components/text-field';

/** A barter campaign's declared value in whole rupees, optional (docs/product.md#barter-value). */
export function ProductValueField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Product value (₹)"
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      {...props}
      hint={
        <p className="mt-1 text-xs text-slate-600">
          What a creator receives in kind, in whole rupees. Optional; it appears on creators' yearly
          statements.
        </p>
      }
    />
  );
}
