import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { BRAND_INDUSTRIES, CREATOR_CATEGORIES, EDITING_SKILLS } from '@shared/enums';
import { WEBSITE_MESSAGE, type OwnProfile } from '@shared/schemas/profile';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Card, SelectField, TextAreaField } from '@client/components/ui';
import { useSchemaForm } from '@client/lib/use-schema-form';
import type { Role } from '@shared/roles';
import { FormButtons } from './form-buttons';
import {
  detailsForm,
  detailsFromProfile,
  detailsUpdate,
  websiteState,
  type DetailsValues,
} from './profile-form';
import { ReadOnlyFields } from './read-only-fields';
import { useProfileSave } from './use-profile-save';

const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/** Profile Details: read mode, or a form whose Cancel drops every change (the form is rebuilt from the stored profile). */
export function DetailsCard({ profile, role }: { profile: OwnProfile; role: Role }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Profile Details</h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        )}
      </div>
      <div className="mt-4">
        {editing ? (
          <DetailsForm profile={profile} role={role} onDone={() => setEditing(false)} />
        ) : (
          <DetailsView profile={profile} role={role} />
        )}
      </div>
    </Card>
  );
}

function DetailsView({ profile: p, role }: { profile: OwnProfile; role: Role }) {
  const website = p.company_website ? (
    <a
      href={p.company_website}
      target="_blank"
      rel="noopener noreferrer"
      className="text-indigo-700 underline"
    >
      {p.company_website}
    </a>
  ) : null;
  return (
    <ReadOnlyFields
      rows={[
        ['Full Name', p.full_name],
        ['Email', p.email],
        ['Location', p.location],
        ['Phone', p.phone],
        ...(role === 'creator'
          ? ([
              ['Category', p.niche],
              ['Editing Skills', p.editing_skills],
              ['Reel Price (₹)', p.reel_price],
              ['Post Price (₹)', p.post_price],
              ['Story Price (₹)', p.story_price],
            ] as [string, string | null][])
          : []),
        ...(role === 'brand'
          ? ([
              ['Industry', p.industry],
              ['Company Name', p.company_name],
              ['Company Website', website],
              ['Full Address', p.address],
            ] as [string, ReactNode][])
          : []),
        ['Bio', p.bio],
      ]}
    />
  );
}

function DetailsForm({ profile, role, onDone }: { profile: OwnProfile; role: Role; onDone: () => void }) {
  const toast = useToast();
  const { save, saving } = useProfileSave();
  const { field, watch, handleSubmit, showServerErrors } = useSchemaForm(
    detailsForm,
    detailsFromProfile(profile),
  );
  const website = role === 'brand' ? websiteState(watch('company_website')) : 'empty';

  const submit = handleSubmit(async (parsed) => {
    const saved = await save(detailsUpdate(parsed, role), 'Your profile has been successfully updated.', {
      onRefused: showServerErrors,
    });
    if (saved) onDone();
  });
  const onSubmit = (event: FormEvent) => {
    if (website === 'invalid') {
      event.preventDefault();
      toast({
        variant: 'error',
        title: 'Validation Error',
        description: 'Please fix the company website URL before saving.',
      });
      return;
    }
    void submit(event);
  };

  const text = (
    key: keyof DetailsValues,
    label: string,
    extra: Partial<ComponentProps<typeof TextField>> = {},
  ) => <TextField label={label} {...field(key)} {...extra} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('full_name', 'Full Name', { autoComplete: 'name' })}
        <TextField
          label="Email"
          value={profile.email}
          readOnly
          disabled
          hint={<p className="mt-1 text-xs text-slate-600">Email cannot be changed.</p>}
        />
        {text('location', 'Location', { placeholder: 'Mumbai, India', autoComplete: 'address-level2' })}
        {text('phone', 'Phone', { type: 'tel', placeholder: '+91 98765 43210', autoComplete: 'tel' })}
        {role === 'creator' && (
          <>
            <SelectField
              label="Category"
              {...field('niche')}
              options={options(CREATOR_CATEGORIES)}
              placeholder="Select a category"
            />
            <SelectField
              label="Editing Skills"
              {...field('editing_skills')}
              options={options(EDITING_SKILLS)}
              placeholder="Select your level"
            />
            {text('reel_price', 'Reel Price (₹)', { placeholder: '500-1000' })}
            {text('post_price', 'Post Price (₹)', { placeholder: '300-600' })}
            {text('story_price', 'Story Price (₹)', { placeholder: '100-300' })}
          </>
        )}
        {role === 'brand' && (
          <>
            <SelectField
              label="Industry"
              {...field('industry')}
              options={options(BRAND_INDUSTRIES)}
              placeholder="Select an industry"
            />
            {text('company_name', 'Company Name', { autoComplete: 'organization' })}
            {text('company_website', 'Company Website', {
              placeholder: 'example.com',
              inputMode: 'url',
              autoComplete: 'url',
              error: field('company_website').error ?? (website === 'invalid' ? WEBSITE_MESSAGE : undefined),
              hint:
                website === 'valid' ? (
                  <p className="mt-1 text-sm text-green-700">Valid website URL</p>
                ) : undefined,
            })}
          </>
        )}
      </div>
      {role === 'brand' && (
        <TextAreaField
          label="Full Address"
          rows={3}
          {...field('address')}
          placeholder="Street, city, state, PIN code"
          autoComplete="street-address"
        />
      )}
      <TextAreaField
        label="Bio"
        rows={4}
        {...field('bio')}
        placeholder="Tell brands and creators about yourself"
      />
      <FormButtons onCancel={onDone} saving={saving} />
    </form>
  );
}
