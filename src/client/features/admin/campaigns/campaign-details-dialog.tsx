import type { AdminCampaign } from '@shared/schemas/admin-campaign';
import { budgetLabel, collabLabel, timelineLabel } from '@shared/campaign-terms';
import { formatCount } from '@shared/format';
import { formatAdminDate } from '@shared/dates';
import { Badge, Button, Dialog, statusLabel, statusTone } from '@client/components/ui';
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
  const c = campaign;
  const p = c?.profile;
  return (
    <Dialog
      open={c !== null}
      onClose={onClose}
      size="lg"
      title={c ? c.title : 'Campaign'}
      description={c ? <Badge tone={statusTone(c.status)}>{statusLabel(c.status)}</Badge> : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {c && p && (
        <div className="space-y-4">
          <DetailSection title="Campaign Information">
            <Detail label="Description" wide>
              {c.description && <span className="whitespace-pre-line">{c.description}</span>}
            </Detail>
            <Detail label="Collaboration">{collabLabel(c)}</Detail>
            <Detail label="Budget">{budgetLabel(c)}</Detail>
            <Detail label="Budget range">{c.budget_range}</Detail>
            <Detail label="Applications">{formatCount(c.application_count)}</Detail>
            <Detail label="Timeline">{timelineLabel(c.timeline)}</Detail>
            <Detail label="Deadline">{c.deadline && formatAdminDate(c.deadline)}</Detail>
            <Detail label="Created">{formatAdminDate(c.created_at)}</Detail>
            <Detail label="Last updated">{formatAdminDate(c.updated_at)}</Detail>
            <Detail label="Deliverables" wide>
              {list(c.deliverables)}
            </Detail>
            <Detail label="Tags" wide>
              {c.tags.length > 0 ? c.tags.join(', ') : null}
            </Detail>
          </DetailSection>
          <DetailSection title="Brand Information">
            <Detail label="Brand">{c.brand_name}</Detail>
            <Detail label="Contact person">{p.full_name}</Detail>
            <Detail label="Email">{p.email}</Detail>
            <Detail label="Phone">{p.phone}</Detail>
            <Detail label="Industry">{p.industry}</Detail>
            <Detail label="Location">{p.location}</Detail>
            <Detail label="Website">{p.company_website ?? p.website_url}</Detail>
          </DetailSection>
        </div>
      )}
    </Dialog>
  );
}
