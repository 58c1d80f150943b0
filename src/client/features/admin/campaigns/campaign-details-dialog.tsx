import { useTranslation } from 'react-i18next';
import { useValueNames } from '@client/i18n/values';
import { useCampaignTerms } from '@client/lib/campaign-terms';
import type { AdminCampaign } from '@shared/schemas/admin-campaign';
import { formatCount } from '@shared/format';
import { formatAdminDate } from '@shared/dates';
import { Badge, Button, Dialog, statusTone, statusLabel } from '@client/components/ui';
import { Detail, DetailSection } from '../shared/detail-list';

const list = (items: string[]) =>
  items.length === 0 ? null : (
    <ul className="list-inside list-disc">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );

export function CampaignDetailsDialog({
  campaign,
  onClose,
}: {
  campaign: AdminCampaign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'campaigns' });
  const names = useValueNames();
  const terms = useCampaignTerms();
  const c = campaign;
  const p = c?.profile;
  return (
    <Dialog
      open={c !== null}
      onClose={onClose}
      size="lg"
      title={c ? c.title : t('details.fallbackTitle')}
      description={c ? <Badge tone={statusTone(c.status)}>{statusLabel(c.status)}</Badge> : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('details.close')}
        </Button>
      }
    >
      {c && p && (
        <div className="space-y-4">
          <DetailSection title={t('details.campaignInformation')}>
            <Detail label={t('details.description')} wide>
              {c.description && <span className="whitespace-pre-line">{c.description}</span>}
            </Detail>
            <Detail label={t('details.collaboration')}>{terms.collab(c)}</Detail>
            <Detail label={t('details.budget')}>{terms.budget(c)}</Detail>
            <Detail label={t('details.budgetRange')}>{c.budget_range}</Detail>
            <Detail label={t('details.applications')}>{formatCount(c.application_count)}</Detail>
            <Detail label={t('details.timeline')}>{terms.timeline(c.timeline)}</Detail>
            <Detail label={t('details.deadline')}>{c.deadline && formatAdminDate(c.deadline)}</Detail>
            <Detail label={t('details.created')}>{formatAdminDate(c.created_at)}</Detail>
            <Detail label={t('details.lastUpdated')}>{formatAdminDate(c.updated_at)}</Detail>
            <Detail label={t('details.deliverables')} wide>
              {list(c.deliverables)}
            </Detail>
            <Detail label={t('details.tags')} wide>
              {c.tags.length > 0 ? c.tags.join(', ') : null}
            </Detail>
          </DetailSection>
          <DetailSection title={t('details.brandInformation')}>
            <Detail label={t('details.brand')}>{c.brand_name}</Detail>
            <Detail label={t('details.contactPerson')}>{p.full_name}</Detail>
            <Detail label={t('details.email')}>{p.email}</Detail>
            <Detail label={t('details.phone')}>{p.phone}</Detail>
            <Detail label={t('details.industry')}>{names.industry(p.industry)}</Detail>
            <Detail label={t('details.location')}>{p.location}</Detail>
            <Detail label={t('details.website')}>{p.company_website ?? p.website_url}</Detail>
          </DetailSection>
        </div>
      )}
    </Dialog>
  );
}
