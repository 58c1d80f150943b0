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

const social = (handle: string | null, count: number, unit: string) =>
  handle ? `${atHandle(handle)} · ${formatCount(count)} ${unit}` : null;

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
  const b = brand;
  return (
    <Dialog
      open={b !== null}
      onClose={onClose}
      size="lg"
      title={b ? brandName(b) : 'Brand'}
      description={b ? (b.suspended ? 'Brand details · suspended' : 'Brand details') : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {b && (
        <div className="space-y-4">
          <DetailSection title="Basic Information">
            <Detail label="Company">{b.company_name}</Detail>
            <Detail label="Contact person">{b.full_name}</Detail>
            <Detail label="Email">{b.email}</Detail>
            <Detail label="Phone">{b.phone}</Detail>
            <Detail label="Location">{b.location}</Detail>
            <Detail label="Industry">{b.industry}</Detail>
            <Detail label="Joined">{formatAdminDate(b.user_created_at)}</Detail>
            <Detail label="Account">
              {b.suspended ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
            </Detail>
          </DetailSection>
          <DetailSection title="Social Media Metrics">
            <Detail label="Instagram">{social(b.instagram_handle, b.follower_count, 'followers')}</Detail>
            <Detail label="YouTube">{social(b.youtube_handle, b.youtube_subscribers, 'subscribers')}</Detail>
            <Detail label="Twitter / X">{social(b.x_handle, b.x_followers, 'followers')}</Detail>
          </DetailSection>
          <DetailSection title="Campaign Performance">
            <Detail label="Total campaigns">{formatCount(b.total_campaigns)}</Detail>
            <Detail label="Active">{formatCount(b.active_campaigns)}</Detail>
            <Detail label="Draft">{formatCount(b.draft_campaigns)}</Detail>
            <Detail label="Completed">{formatCount(b.completed_campaigns)}</Detail>
          </DetailSection>
          <DetailSection title="Applications & Collaborations">
            <Detail label="Applications received">{formatCount(b.total_applications_received)}</Detail>
            <Detail label="Accepted">{formatCount(b.accepted_applications)}</Detail>
            <Detail label="Completed collaborations">{formatCount(b.completed_collaborations)}</Detail>
          </DetailSection>
          <DetailSection title="Online Presence">
            <Detail label="Company website">
              {b.company_website && <Website url={b.company_website} />}
            </Detail>
            <Detail label="Website">{b.website_url && <Website url={b.website_url} />}</Detail>
          </DetailSection>
          <DetailSection title="Bio">
            <Detail label="About" wide>
              {b.bio && <span className="whitespace-pre-line">{b.bio}</span>}
            </Detail>
          </DetailSection>
          <SuspensionHistory userId={b.id} />
        </div>
      )}
    </Dialog>
  );
}
