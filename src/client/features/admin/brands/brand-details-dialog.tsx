import type { TFunction } from 'i18next';
import { useValueNames } from '@client/i18n/values';
import { useTranslation } from 'react-i18next';
import type { DetailedBrand } from '@shared/schemas/admin-users';
import { formatCount } from '@shared/format';
import { formatAdminDate } from '@shared/dates';
import { atHandle } from '@shared/social-handles';
import { Badge, Button, Dialog } from '@client/components/ui';
import { Detail, DetailSection } from '../shared/detail-list';
import { SuspensionHistory } from '../shared/suspension-history';

/** A brand is known by its company name, else its contact's name. */
export const brandName = (b: Pick<DetailedBrand, 'company_name' | 'full_name'>) =>
  b.company_name?.trim() || b.full_name;

const social = (
  t: TFunction<'admin', 'brands'>,
  handle: string | null,
  count: number,
  unit: 'followers' | 'subscribers',
) => (handle ? t(`details.${unit}`, { handle: atHandle(handle), n: formatCount(count) }) : null);

/** A website as a link that opens in a new tab; only http(s) addresses become links. */
function Website({ url }: { url: string | null }) {
  if (!url) return null;
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-indigo-700 underline hover:text-indigo-900"
    >
      {url}
    </a>
  );
}

export function BrandDetailsDialog({ brand, onClose }: { brand: DetailedBrand | null; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'brands' });
  const names = useValueNames();
  const b = brand;
  return (
    <Dialog
      open={b !== null}
      onClose={onClose}
      size="lg"
      title={b ? brandName(b) : t('details.fallbackTitle')}
      description={
        b ? (b.suspended ? t('details.descriptionSuspended') : t('details.description')) : undefined
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('details.close')}
        </Button>
      }
    >
      {b && (
        <div className="space-y-4">
          <DetailSection title={t('details.basicInformation')}>
            <Detail label={t('details.company')}>{b.company_name}</Detail>
            <Detail label={t('details.contactPerson')}>{b.full_name}</Detail>
            <Detail label={t('details.email')}>{b.email}</Detail>
            <Detail label={t('details.phone')}>{b.phone}</Detail>
            <Detail label={t('details.location')}>{b.location}</Detail>
            <Detail label={t('details.industry')}>{names.industry(b.industry)}</Detail>
            <Detail label={t('details.joined')}>{formatAdminDate(b.user_created_at)}</Detail>
            <Detail label={t('details.account')}>
              {b.suspended ? (
                <Badge tone="red">{t('details.suspended')}</Badge>
              ) : (
                <Badge tone="green">{t('details.active')}</Badge>
              )}
            </Detail>
          </DetailSection>
          <DetailSection title={t('details.socialMediaMetrics')}>
            <Detail label={t('details.instagram')}>
              {social(t, b.instagram_handle, b.follower_count, 'followers')}
            </Detail>
            <Detail label={t('details.youtube')}>
              {social(t, b.youtube_handle, b.youtube_subscribers, 'subscribers')}
            </Detail>
            <Detail label={t('details.twitter')}>{social(t, b.x_handle, b.x_followers, 'followers')}</Detail>
          </DetailSection>
          <DetailSection title={t('details.campaignPerformance')}>
            <Detail label={t('details.totalCampaigns')}>{formatCount(b.total_campaigns)}</Detail>
            <Detail label={t('details.activeCampaigns')}>{formatCount(b.active_campaigns)}</Detail>
            <Detail label={t('details.draftCampaigns')}>{formatCount(b.draft_campaigns)}</Detail>
            <Detail label={t('details.completedCampaigns')}>{formatCount(b.completed_campaigns)}</Detail>
          </DetailSection>
          <DetailSection title={t('details.applicationsAndCollaborations')}>
            <Detail label={t('details.applicationsReceived')}>
              {formatCount(b.total_applications_received)}
            </Detail>
            <Detail label={t('details.accepted')}>{formatCount(b.accepted_applications)}</Detail>
            <Detail label={t('details.completedCollaborations')}>
              {formatCount(b.completed_collaborations)}
            </Detail>
          </DetailSection>
          <DetailSection title={t('details.onlinePresence')}>
            <Detail label={t('details.companyWebsite')}>
              {b.company_website && <Website url={b.company_website} />}
            </Detail>
            <Detail label={t('details.website')}>{b.website_url && <Website url={b.website_url} />}</Detail>
          </DetailSection>
          <DetailSection title={t('details.bio')}>
            <Detail label={t('details.about')} wide>
              {b.bio && <span className="whitespace-pre-line">{b.bio}</span>}
            </Detail>
          </DetailSection>
          <SuspensionHistory userId={b.id} />
        </div>
      )}
    </Dialog>
  );
}
