import { useTranslation } from 'react-i18next';
import { useCampaignTerms } from '@client/lib/campaign-terms';
import { isPaidDeal } from '@shared/campaign-terms';
import { formatDate } from '@shared/dates';
import { deadlinePassed } from '@shared/india-time';
import { formatRupees } from '@shared/format';
import type { Campaign } from '@shared/schemas/campaign';
import { Badge, Button, Facts } from '@client/components/ui';
import { CampaignTitle } from '@client/features/campaigns/campaign-title';
import { ratingText } from '@client/features/reviews/rating-text';
import { useNow } from '@client/lib/use-now';

type Props = {
  campaign: Campaign;
  applied: boolean;
  applying: boolean;
  onApply: () => void;
  onReportCampaign: () => void;
  onReportBrand: () => void;
};

/** The Applied mark: a button that does nothing, dimmed as a disabled one is. */
const APPLIED_CLASS = 'cursor-not-allowed bg-indigo-300 hover:bg-indigo-300';

/** One active campaign, with Apply (or why not: applied, deadline passed) and the two Report actions. */
export function CampaignCard({
  campaign: c,
  applied,
  applying,
  onApply,
  onReportCampaign,
  onReportBrand,
}: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.browse.card' });
  const terms = useCampaignTerms();
  const paid = isPaidDeal(c);
  // The server refuses applications after the deadline's day in India (docs/product.md#deadlines).
  const closed = deadlinePassed(c.deadline, useNow());
  // The brand's money is with the platform (docs/product.md#funding); released once it is paid out.
  const funded = paid && (c.funding_status === 'held' || c.funding_status === 'released');
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <CampaignTitle title={c.title} brand={c.brand_name} />
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <Badge tone={paid ? 'green' : 'blue'}>{terms.collab(c)}</Badge>
          {funded && <Badge tone="indigo">{t('funded')}</Badge>}
          {/* A creator sees an invite-only campaign only when invited to it. */}
          {c.visibility === 'invite_only' && <Badge tone="yellow">{t('invited')}</Badge>}
        </div>
      </div>

      {/* The brand's rating from its creators' visible reviews (docs/product.md#reviews); none before any. */}
      {c.brand_rating !== null && (
        <p className="mt-1 text-sm text-slate-600">
          {t('brandRating', { rating: ratingText(c.brand_rating, c.brand_review_count) })}
        </p>
      )}

      {c.description && (
        <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-700">{c.description}</p>
      )}

      <Facts
        className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm"
        valueClassName="text-slate-900"
        items={[
          { term: t('budget'), value: terms.budget(c), valueClassName: 'font-semibold text-slate-900' },
          // What a barter creator receives in kind, when the brand declared it (docs/product.md#barter-value).
          !paid &&
            c.product_value !== null && { term: t('productValue'), value: formatRupees(c.product_value) },
          { term: t('deadline'), value: c.deadline ? formatDate(c.deadline) : t('noDeadline') },
          { term: t('timeline'), value: terms.timeline(c.timeline) },
          { term: t('posted'), value: formatDate(c.created_at) },
          // What the brand may do with the content (docs/product.md#agreements-and-usage-rights).
          { term: t('usageRights'), value: terms.usageRights(c.usage_rights) },
        ]}
      />

      {c.tags.length > 0 && (
        <ul aria-label={t('tags')} className="mt-4 flex flex-wrap gap-1.5">
          {c.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="indigo">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}

      {c.deliverables.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-medium text-slate-700">{t('deliverables')}</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {c.deliverables.map((d) => (
              <li key={d} className="break-words">
                {d}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {applied ? (
          // Focusable, not disabled: the Apply dialog gives focus back here once the application is sent.
          <Button
            aria-disabled="true"
            aria-label={t('appliedTo', { title: c.title })}
            className={APPLIED_CLASS}
          >
            {t('applied')}
          </Button>
        ) : closed ? (
          <p className="rounded-md bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-700">
            {t('closed')}
          </p>
        ) : (
          <Button onClick={onApply} loading={applying} aria-label={t('applyTo', { title: c.title })}>
            {t('apply')}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={onReportCampaign}
          aria-label={t('reportCampaignNamed', { title: c.title })}
        >
          {t('reportCampaign')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onReportBrand}
          aria-label={t('reportBrandNamed', { name: c.brand_name })}
        >
          {t('reportBrand')}
        </Button>
      </div>
    </article>
  );
}
