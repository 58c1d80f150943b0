import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USAGE_SCOPES, USAGE_TERRITORIES } from '@shared/enums';
import { USAGE_DURATION_MAX, USAGE_EXCLUSIVITY_MAX, type UsageRights } from '@shared/schemas/usage-rights';
import { TextField } from '@client/components/text-field';

/** The form's four usage-rights values, as the inputs hold them. */
export type UsageRightsValues = {
  usageScope: UsageRights['scope'];
  usageDuration: string;
  usageTerritory: UsageRights['territory'];
  usageExclusivity: string;
};

export const usageRightsValuesOf = (r: UsageRights): UsageRightsValues => ({
  usageScope: r.scope,
  usageDuration: String(r.duration_days),
  usageTerritory: r.territory,
  usageExclusivity: String(r.exclusivity_days),
});

/** The values as `usage_rights` of the create and edit calls (the shared schema reads the digits). */
export const usageRightsPayload = (v: UsageRightsValues) => ({
  scope: v.usageScope,
  duration_days: v.usageDuration.trim(),
  territory: v.usageTerritory,
  exclusivity_days: v.usageExclusivity.trim(),
});

/** Where a schema issue about usage rights belongs on the forms. */
export const USAGE_RIGHTS_FIELD_OF = {
  'usage_rights.scope': 'usageScope',
  'usage_rights.duration_days': 'usageDuration',
  'usage_rights.territory': 'usageTerritory',
  'usage_rights.exclusivity_days': 'usageExclusivity',
} as const;

type Field = UseFormRegisterReturn & { error?: string };

type Labels<T extends string> = Record<T, { label: string; explain: string }>;

/** Each choice's name and one-line explanation. */
const labelsOf = <T extends string>(
  values: readonly T[],
  words: (v: T) => { label: string; explain: string },
) => Object.fromEntries(values.map((v) => [v, words(v)])) as Labels<T>;

function Choices<T extends string>({
  legend,
  values,
  labels,
  field,
}: {
  legend: string;
  values: readonly T[];
  labels: Labels<T>;
  field: Field;
}) {
  const { error, ...registration } = field;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 space-y-2">
        {values.map((v) => (
          <label key={v} className="flex items-start gap-2 text-sm">
            <input type="radio" value={v} {...registration} className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              <span className="font-medium text-slate-900">{labels[v].label}</span>
              <span className="block text-xs text-slate-600">{labels[v].explain}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
    </fieldset>
  );
}

/**
 * Usage rights on the campaign forms (docs/product.md#agreements-and-usage-rights): what the brand may
 * do with the content, for how long, where, and how long the creator keeps off rivals, each choice
 * explained in one line. The agreement made at acceptance copies them.
 */
export function UsageRightsFields({ field }: { field: (name: keyof UsageRightsValues) => Field }) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('usageRights.legend')}</legend>
      <Choices
        legend={t('usageRights.scopeLegend')}
        values={USAGE_SCOPES}
        labels={labelsOf(USAGE_SCOPES, (v) => ({
          label: t(`usageRights.scopes.${v}.label`),
          explain: t(`usageRights.scopes.${v}.explain`),
        }))}
        field={field('usageScope')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('usageRights.duration')}
          type="number"
          inputMode="numeric"
          min={0}
          max={USAGE_DURATION_MAX}
          step={1}
          {...field('usageDuration')}
          hint={<p className="mt-1 text-xs text-slate-600">{t('usageRights.durationExplain')}</p>}
        />
        <TextField
          label={t('usageRights.exclusivity')}
          type="number"
          inputMode="numeric"
          min={0}
          max={USAGE_EXCLUSIVITY_MAX}
          step={1}
          {...field('usageExclusivity')}
          hint={<p className="mt-1 text-xs text-slate-600">{t('usageRights.exclusivityExplain')}</p>}
        />
      </div>
      <Choices
        legend={t('usageRights.territoryLegend')}
        values={USAGE_TERRITORIES}
        labels={labelsOf(USAGE_TERRITORIES, (v) => ({
          label: t(`usageRights.territories.${v}.label`),
          explain: t(`usageRights.territories.${v}.explain`),
        }))}
        field={field('usageTerritory')}
      />
    </fieldset>
  );
}
