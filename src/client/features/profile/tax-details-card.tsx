import type { TFunction } from 'i18next';
import { useValueNames } from '@client/i18n/values';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GST_STATES, GSTIN_MESSAGES, gstinError, gstinState, normaliseGstin } from '@shared/gst';
import type { OwnProfile } from '@shared/schemas/profile';
import { TextField } from '@client/components/text-field';
import { Button, Card, SelectField } from '@client/components/ui';
import { messageText } from '@client/i18n/messages';
import { FormButtons } from './form-buttons';
import { ReadOnlyFields } from './read-only-fields';
import { useProfileSave } from './use-profile-save';

/**
 * What the GSTIN field says as it is typed, in the page's language (`t` of the `profile` part):
 * nothing while it is empty, the shared check's message (src/shared/gst.ts, the one the server
 * runs), or a state that is not the one chosen.
 */
export function gstinFieldError(
  gstin: string,
  state: string,
  t: TFunction<'app', 'profile'>,
): string | undefined {
  const typed = normaliseGstin(gstin);
  if (!typed) return undefined;
  const error = gstinError(typed);
  if (error) return messageText(error);
  if (!state) return t('tax.stateFirst');
  if (gstinState(typed) !== state) return messageText(GSTIN_MESSAGES.stateMismatch(gstinState(typed), state));
  return undefined;
}

/**
 * The state and GSTIN on the tax invoices the platform issues (docs/product.md#tax-invoices): every
 * user picks a state; creators and brands may add a GSTIN, checked as they type.
 */
export function TaxDetailsCard({ profile, withGstin }: { profile: OwnProfile; withGstin: boolean }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile.tax' });
  const names = useValueNames();
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('heading')}</h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <div className="mt-4">
        {editing ? (
          <TaxDetailsForm profile={profile} withGstin={withGstin} onDone={() => setEditing(false)} />
        ) : (
          <ReadOnlyFields
            rows={[
              [t('state'), profile.state ? names.state(profile.state) : null],
              ...(withGstin ? [['GSTIN', profile.gstin] as [string, string | null]] : []),
            ]}
          />
        )}
      </div>
    </Card>
  );
}

function TaxDetailsForm({
  profile,
  withGstin,
  onDone,
}: {
  profile: OwnProfile;
  withGstin: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'profile' });
  const names = useValueNames();
  const { save, saving } = useProfileSave();
  const [state, setState] = useState(profile.state ?? '');
  const [gstin, setGstin] = useState(profile.gstin ?? '');
  const [touched, setTouched] = useState(false);
  const error = gstinFieldError(gstin, state, t);
  // Checked as typed once the number is complete or the field was left; an error on Save either way.
  const shown = touched || normaliseGstin(gstin).length >= 15 ? error : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (error) return;
    const saved = await save(withGstin ? { state, gstin: normaliseGstin(gstin) } : { state }, t('tax.saved'));
    if (saved) onDone();
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('tax.stateLabel')}
          value={state}
          onChange={(e) => setState(e.target.value)}
          options={GST_STATES.map((s) => ({ value: s.code, label: names.state(s.code) }))}
          placeholder={t('tax.chooseState')}
        />
        {withGstin && (
          <TextField
            label={t('tax.gstinOptional')}
            value={gstin}
            onChange={(e) => setGstin(e.target.value.toUpperCase())}
            onBlur={() => setTouched(true)}
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={20}
            placeholder="29ABCDE1234F1ZW"
            error={shown}
            hint={
              !shown && normaliseGstin(gstin).length === 15 ? (
                <p className="mt-1 text-xs text-green-700">{t('tax.validGstin')}</p>
              ) : (
                <p className="mt-1 text-xs text-slate-600">{t('tax.gstinHint')}</p>
              )
            }
          />
        )}
      </div>
      <FormButtons onCancel={onDone} saving={saving} />
    </form>
  );
}
