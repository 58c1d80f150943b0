import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@client/components/text-field';

/** A barter campaign's declared value in whole rupees, optional (docs/product.md#barter-value). */
export function ProductValueField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  return (
    <TextField
      label={t('fields.productValue')}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      {...props}
      hint={<p className="mt-1 text-xs text-slate-600">{t('fields.productValueHint')}</p>}
    />
  );
}
