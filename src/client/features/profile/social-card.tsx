import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@shared/format';
import type { OwnProfile } from '@shared/schemas/profile';
import { atHandle, type SocialPlatform } from '@shared/social-handles';
import { SocialLink } from '@client/components/social-link';
import { TextField } from '@client/components/text-field';
import { Button, Card } from '@client/components/ui';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { FormButtons } from './form-buttons';
import { parseCount, socialForm, socialFromProfile, type SocialValues } from './profile-form';
import { ReadOnlyFields } from './read-only-fields';
import { useProfileSave } from './use-profile-save';

const external = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
    {text}
  </a>
);

const handleLink = (platform: SocialPlatform, handle: string | null) =>
  atHandle(handle) ? <SocialLink platform={platform} handle={handle} /> : null;

/** Social Media Profiles, with an edit mode of its own. */
export function SocialCard({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile.social' });
  const [editing, setEditing] = useState(false);
  const p = profile;
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
          <SocialForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <ReadOnlyFields
            rows={[
              ['Instagram', handleLink('instagram', p.instagram_handle)],
              [t('instagramFollowers'), formatCount(p.follower_count)],
              ['YouTube', handleLink('youtube', p.youtube_handle)],
              [t('youtubeSubscribers'), formatCount(p.youtube_subscribers)],
              ['X (Twitter)', handleLink('x', p.x_handle)],
              [t('xFollowers'), formatCount(p.x_followers)],
              [t('website'), p.website_url ? external(p.website_url, p.website_url) : null],
            ]}
          />
        )}
      </div>
    </Card>
  );
}

function SocialForm({ profile, onDone }: { profile: OwnProfile; onDone: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile.social' });
  const { save, saving } = useProfileSave();
  const { field, setValue, handleSubmit, showServerErrors } = useSchemaForm(
    socialForm,
    socialFromProfile(profile),
  );

  const submit = handleSubmit(async (parsed) => {
    const saved = await save(parsed, t('saved'), {
      onRefused: showServerErrors,
    });
    if (saved) onDone();
  });

  const text = (key: keyof SocialValues, label: string, placeholder: string) => (
    <TextField label={label} placeholder={placeholder} {...field(key)} />
  );
  // Invalid input becomes 0 as soon as the field is left (docs/product.md#follower-counts).
  const count = (key: 'follower_count' | 'youtube_subscribers' | 'x_followers', label: string): ReactNode => (
    <TextField
      label={label}
      inputMode="numeric"
      {...field(key)}
      onBlur={(e) => setValue(key, String(parseCount(e.target.value)))}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('instagram_handle', t('instagramHandle'), '@yourhandle')}
        {count('follower_count', t('instagramFollowers'))}
        {text('youtube_handle', t('youtubeHandle'), '@yourchannel')}
        {count('youtube_subscribers', t('youtubeSubscribers'))}
        {text('x_handle', t('xHandle'), '@yourhandle')}
        {count('x_followers', t('xFollowers'))}
        {text('website_url', t('website'), 'example.com')}
      </div>
      <FormButtons onCancel={onDone} saving={saving} />
    </form>
  );
}
