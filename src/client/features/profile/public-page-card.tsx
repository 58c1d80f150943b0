import { Description, Field, Label } from '@headlessui/react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITIES } from '@shared/enums';
import type { OwnProfile } from '@shared/schemas/profile';
import { AvailabilityBadge } from '@client/components/availability-badge';
import { CopyLinkButton } from '@client/components/copy-link-button';
import { TextField } from '@client/components/text-field';
import { Button, Card, SelectField, ToggleSwitch } from '@client/components/ui';
import { creatorPageUrl } from '@client/lib/creator-page';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { FormButtons } from './form-buttons';
import { publicPageForm, publicPageFromProfile } from './profile-form';
import { ReadOnlyFields } from './read-only-fields';
import { useProfileSave } from './use-profile-save';

/**
 * A creator's username, public page and availability (docs/product.md#public-creator-pages), with
 * the page's link to copy once it is on and has a username.
 */
export function PublicPageCard({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile.publicPage' });
  const [editing, setEditing] = useState(false);
  const url = profile.public_profile && profile.username ? creatorPageUrl(profile.username) : null;
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
          <PublicPageForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <ReadOnlyFields
            rows={[
              [t('username'), profile.username],
              [t('publicPage'), profile.public_profile ? t('on') : t('off')],
              [t('availability'), <AvailabilityBadge availability={profile.availability} />],
            ]}
          />
        )}
      </div>
      {!editing &&
        (url ? (
          <div className="mt-4 rounded-md bg-slate-50 p-3">
            <p className="text-sm font-medium text-slate-600">{t('yours')}</p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
              <a href={url} className="break-all text-indigo-700 underline">
                {url}
              </a>
              <CopyLinkButton url={url} />
            </div>
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-600">
            {profile.public_profile ? t('chooseUsername') : t('turnOn')}
          </p>
        ))}
    </Card>
  );
}

function PublicPageForm({ profile, onDone }: { profile: OwnProfile; onDone: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile.publicPage' });
  const { save, saving } = useProfileSave();
  const { field, watch, setValue, setError, handleSubmit, showServerErrors } = useSchemaForm(
    publicPageForm,
    publicPageFromProfile(profile),
  );
  const username = field('username');
  const isPublic = watch('public_profile');

  const submit = handleSubmit(async (parsed) => {
    const saved = await save(parsed, t('saved'), {
      onRefused: showServerErrors,
      onConflict: (message) => setError('username', { type: 'server', message }, { shouldFocus: true }),
    });
    if (saved) onDone();
  });

  // Usernames are lower case: what is typed is shown as it will be stored, the caret kept in place.
  const lowerAsTyped = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toLowerCase();
    input.setSelectionRange(selectionStart, selectionEnd);
    void username.onChange(e);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('username')}
          {...username}
          onChange={lowerAsTyped}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="your.name"
          hint={<p className="mt-1 text-xs text-slate-600">{t('usernameHint')}</p>}
        />
        <SelectField
          label={t('availability')}
          {...field('availability')}
          options={AVAILABILITIES.map((a) => ({ value: a, label: t(`availabilities.${a}`) }))}
        />
      </div>
      <Field className="flex items-start justify-between gap-4">
        <div>
          <Label className="text-sm font-medium text-slate-900">{t('publicPage')}</Label>
          <Description className="text-sm text-slate-600">{t('switchHelp')}</Description>
        </div>
        <ToggleSwitch
          checked={isPublic}
          onChange={(on) => setValue('public_profile', on, { shouldDirty: true })}
        />
      </Field>
      <FormButtons onCancel={onDone} saving={saving} />
    </form>
  );
}
