import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DESTINATION_URL_MAX } from '@shared/tracking';
import { TextField } from '@client/components/text-field';

/** Where the accepted creators' tracking links send visitors (docs/product.md#tracking-links). */
export function DestinationUrlField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  return (
    <TextField
      label={t('fields.destinationUrl')}
      type="url"
      inputMode="url"
      placeholder="https://yourshop.example/sale"
      maxLength={DESTINATION_URL_MAX}
      {...props}
      hint={<p className="mt-1 text-xs text-slate-600">{t('fields.destinationUrlHint')}</p>}
    />
  );
}
