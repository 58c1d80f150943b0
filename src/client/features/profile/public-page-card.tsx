import { Description, Field, Label } from '@headlessui/react';
import { useState, type ChangeEvent } from 'react';
import { AVAILABILITIES } from '@shared/enums';
import type { OwnProfile } from '@shared/schemas/profile';
import { AVAILABILITY_LABEL, AvailabilityBadge } from '@client/components/availability-badge';
import { CopyLinkButton } from '@client/components/copy-link-button';
import { TextField } from '@client/components/text-field';
import { Button, Card, SelectField, ToggleSwitch } from '@client/components/ui';
import { creatorPageUrl } from '@client/lib/creator-page';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { FormButtons } from './form-buttons';
import { publicPageForm, publicPageFromProfile } from './profile-form';
import { ReadOnlyFields } from './read-only-fields';
import { useProfileSave } from './use-profile-save';

const AVAILABILITY_OPTIONS = AVAILABILITIES.map((a) => ({ value: a, label: AVAILABILITY_LABEL[a] }));

/**
 * A creator's username, public page and availability (docs/product.md#public-creator-pages), with
 * the page's link to copy once it is on and has a username.
 */
export function PublicPageCard({ profile }: { profile: OwnProfile }) {
  const [editing, setEditing] = useState(false);
  const url = profile.public_profile && profile.username ? creatorPageUrl(profile.username) : null;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Public page</h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit Public Page
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Your media kit at a link of its own, for anyone, signed in or not. Your email, phone and address never
        appear on it.
      </p>
      <div className="mt-4">
        {editing ? (
          <PublicPageForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <ReadOnlyFields
            rows={[
              ['Username', profile.username],
              ['Public page', profile.public_profile ? 'On' : 'Off'],
              ['Availability', <AvailabilityBadge availability={profile.availability} />],
            ]}
          />
        )}
      </div>
      {!editing &&
        (url ? (
          <div className="mt-4 rounded-md bg-slate-50 p-3">
            <p className="text-sm font-medium text-slate-600">Your public page</p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
              <a href={url} className="break-all text-indigo-700 underline">
                {url}
              </a>
              <CopyLinkButton url={url} />
            </div>
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-600">
            {profile.public_profile
              ? 'Choose a username to get the link to your public page.'
              : 'Turn the public page on to share your media kit with a link.'}
          </p>
        ))}
    </Card>
  );
}

function PublicPageForm({ profile, onDone }: { profile: OwnProfile; onDone: () => void }) {
  const { save, saving } = useProfileSave();
  const { field, watch, setValue, setError, handleSubmit, showServerErrors } = useSchemaForm(
    publicPageForm,
    publicPageFromProfile(profile),
  );
  const username = field('username');
  const isPublic = watch('public_profile');

  const submit = handleSubmit(async (parsed) => {
    const saved = await save(parsed, 'Your public page settings have been saved.', {
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
          label="Username"
          {...username}
          onChange={lowerAsTyped}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="your.name"
          hint={<p className="mt-1 text-xs text-slate-600">3-30 letters, digits, dots or underscores.</p>}
        />
        <SelectField label="Availability" {...field('availability')} options={AVAILABILITY_OPTIONS} />
      </div>
      <Field className="flex items-start justify-between gap-4">
        <div>
          <Label className="text-sm font-medium text-slate-900">Public page</Label>
          <Description className="text-sm text-slate-600">
            Anyone with the link sees your media kit, without signing in.
          </Description>
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
