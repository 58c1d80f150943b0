import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useValueNames } from '@client/i18n/values';
import { useTranslation } from 'react-i18next';
import { BRAND_INDUSTRIES, CREATOR_CATEGORIES, EDITING_SKILLS } from '@shared/enums';
import { WEBSITE_MESSAGE, type OwnProfile } from '@shared/schemas/profile';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Card, SelectField, TextAreaField } from '@client/components/ui';
import { messageText } from '@client/i18n/messages';
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

/** A list's options, each named in the page's language (the value stays as stored). */
const options = (list: readonly string[], name: (v: string) => string) =>
  list.map((v) => ({ value: v, label: name(v) }));

/** Profile Details: read mode, or a form whose Cancel drops every change (the form is rebuilt from the stored profile). */
export function DetailsCard({ profile, role }: { profile: OwnProfile; role: Role }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile.details' });
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
  const { t } = useTranslation('app', { keyPrefix: 'profile.details' });
  const names = useValueNames();
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
        [t('fullName'), p.full_name],
        [t('email'), p.email],
        [t('location'), p.location],
        [t('phone'), p.phone],
        ...(role === 'creator'
          ? ([
              [t('category'), names.category(p.niche)],
              [t('editingSkills'), names.editingSkill(p.editing_skills)],
              [t('reelPrice'), p.reel_price],
              [t('postPrice'), p.post_price],
              [t('storyPrice'), p.story_price],
            ] as [string, string | null][])
          : []),
        ...(role === 'brand'
          ? ([
              [t('industry'), names.industry(p.industry)],
              [t('companyName'), p.company_name],
              [t('companyWebsite'), website],
              [t('address'), p.address],
            ] as [string, ReactNode][])
          : []),
        [t('bio'), p.bio],
      ]}
    />
  );
}

function DetailsForm({ profile, role, onDone }: { profile: OwnProfile; role: Role; onDone: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile.details' });
  const names = useValueNames();
  const toast = useToast();
  const { save, saving } = useProfileSave();
  const { field, watch, handleSubmit, showServerErrors } = useSchemaForm(
    detailsForm,
    detailsFromProfile(profile),
  );
  const website = role === 'brand' ? websiteState(watch('company_website')) : 'empty';

  const submit = handleSubmit(async (parsed) => {
    const saved = await save(detailsUpdate(parsed, role), t('saved'), {
      onRefused: showServerErrors,
    });
    if (saved) onDone();
  });
  const onSubmit = (event: FormEvent) => {
    if (website === 'invalid') {
      event.preventDefault();
      toast({
        variant: 'error',
        title: t('validationError'),
        description: t('fixWebsite'),
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
        {text('full_name', t('fullName'), { autoComplete: 'name' })}
        <TextField
          label={t('email')}
          value={profile.email}
          readOnly
          disabled
          hint={<p className="mt-1 text-xs text-slate-600">{t('emailFixed')}</p>}
        />
        {text('location', t('location'), {
          placeholder: t('locationPlaceholder'),
          autoComplete: 'address-level2',
        })}
        {text('phone', t('phone'), { type: 'tel', placeholder: '+91 98765 43210', autoComplete: 'tel' })}
        {role === 'creator' && (
          <>
            <SelectField
              label={t('category')}
              {...field('niche')}
              options={options(CREATOR_CATEGORIES, names.category)}
              placeholder={t('selectCategory')}
            />
            <SelectField
              label={t('editingSkills')}
              {...field('editing_skills')}
              options={options(EDITING_SKILLS, names.editingSkill)}
              placeholder={t('selectLevel')}
            />
            {text('reel_price', t('reelPrice'), { placeholder: '500-1000' })}
            {text('post_price', t('postPrice'), { placeholder: '300-600' })}
            {text('story_price', t('storyPrice'), { placeholder: '100-300' })}
          </>
        )}
        {role === 'brand' && (
          <>
            <SelectField
              label={t('industry')}
              {...field('industry')}
              options={options(BRAND_INDUSTRIES, names.industry)}
              placeholder={t('selectIndustry')}
            />
            {text('company_name', t('companyName'), { autoComplete: 'organization' })}
            {text('company_website', t('companyWebsite'), {
              placeholder: 'example.com',
              inputMode: 'url',
              autoComplete: 'url',
              error:
                field('company_website').error ??
                (website === 'invalid' ? messageText(WEBSITE_MESSAGE) : undefined),
              hint:
                website === 'valid' ? (
                  <p className="mt-1 text-sm text-green-700">{t('validWebsite')}</p>
                ) : undefined,
            })}
          </>
        )}
      </div>
      {role === 'brand' && (
        <TextAreaField
          label={t('address')}
          rows={3}
          {...field('address')}
          placeholder={t('addressPlaceholder')}
          autoComplete="street-address"
        />
      )}
      <TextAreaField label={t('bio')} rows={4} {...field('bio')} placeholder={t('bioPlaceholder')} />
      <FormButtons onCancel={onDone} saving={saving} />
    </form>
  );
}
