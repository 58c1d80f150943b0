import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { REVISION_ROUNDS_MAX } from '@shared/schemas/campaign';
import { TextField } from '@client/components/text-field';

/** How many revisions the brand may ask of each creator's work, 0 to 5 (docs/product.md#revisions). */
export function RevisionRoundsField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  return (
    <TextField
      label={t('fields.revisionRounds')}
      type="number"
      inputMode="numeric"
      min={0}
      max={REVISION_ROUNDS_MAX}
      step={1}
      className="sm:max-w-xs"
      {...props}
      hint={<p className="mt-1 text-xs text-slate-600">{t('fields.revisionRoundsHint')}</p>}
    />
  );
}
