import { useTranslation } from 'react-i18next';
import { budgetLabel } from '@shared/campaign-terms';
import { firstAndRest } from '@shared/format';
import { formatDate } from '@shared/dates';
import type { Application } from '@shared/schemas/application';
import { Badge, Button, Facts, statusLabel, statusTone } from '@client/components/ui';
import { CampaignTitle } from '@client/features/campaigns/campaign-title';
import { MessageLink } from '@client/features/conversations/message-link';
import { Pitch } from '@client/features/campaigns/pitch';
import { DealSection } from '@client/features/deals/deal-section';
import { WorkVersions } from '@client/features/deals/work-versions';
import { TrackingLink } from '@client/features/tracking/tracking-link';
import { applicationStatusView, type StatusView } from './application-status';

type Props = {
  application: Application;
  onSubmitWork: (resubmit: boolean) => void;
  /** Asks to withdraw the application; offered only while it is pending (docs/product.md#withdraw). */
  onWithdraw: () => void;
};

const messageTone: Record<StatusView['tone'], string> = {
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
};

/**
 * One application: campaign, brand, budget, first two tags and '+N', applied date, status, the pitch
 * sent with it, every version of the work, reviews and disputes once under way, Message (its
 * conversation with the brand), and Withdraw while it is pending.
 */
export function ApplicationRow({ application: a, onSubmitWork, onWithdraw }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.applications' });
  const view = applicationStatusView(a);
  const { shown, rest } = firstAndRest(a.campaign_tags);
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CampaignTitle title={a.campaign_title} brand={a.brand_name} />
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={statusTone(a.status)}>{statusLabel(a.status)}</Badge>
          {view.readyToStart && <Badge tone="blue">{t('readyToStart')}</Badge>}
        </div>
      </div>

      <Facts
        className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm"
        valueClassName="text-slate-900"
        items={[
          {
            term: t('budget'),
            value: budgetLabel({ collab_type: a.campaign_collab_type, budget: a.campaign_budget }),
            valueClassName: 'font-semibold text-slate-900',
          },
          { term: t('applied'), value: formatDate(a.applied_at) },
          a.campaign_tags.length > 0 && {
            term: t('tags'),
            valueClassName: 'mt-0.5 flex flex-wrap gap-1.5',
            value: (
              <>
                {shown.map((tag) => (
                  <Badge key={tag} tone="indigo">
                    {tag}
                  </Badge>
                ))}
                {rest > 0 && (
                  <Badge tone="gray">
                    <span aria-hidden>+{rest}</span>
                    <span className="sr-only">{t('moreTags', { count: rest })}</span>
                  </Badge>
                )}
              </>
            ),
          },
        ]}
      />

      {a.message && <Pitch label={t('yourPitch')} text={a.message} className="mt-3" />}

      <div className={`mt-3 rounded-md border px-3 py-2 text-sm ${messageTone[view.tone]}`}>
        <p>{view.message}</p>
      </div>

      {a.work_status !== null && (
        <div className="mt-3">
          <WorkVersions applicationId={a.id} side="creator" heading="h4" of={a.campaign_title} />
        </div>
      )}

      {a.tracking_url && <TrackingLink url={a.tracking_url} className="mt-3" />}

      <DealSection application={a} side="creator" className="mt-3" />

      <div className="mt-3 flex flex-wrap gap-2">
        <MessageLink applicationId={a.id} counterpart={a.brand_name} campaignTitle={a.campaign_title} />
        {a.status === 'pending' && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onWithdraw}
            aria-label={t('withdrawFor', { title: a.campaign_title })}
          >
            {t('withdraw')}
          </Button>
        )}
      </div>

      {(view.canSubmit || view.submitBlocked) && (
        <div className="mt-3">
          <Button
            onClick={() => onSubmitWork(view.resubmit)}
            disabled={!view.canSubmit}
            aria-label={t('submitWorkFor', {
              action: view.resubmit ? t('resubmitWork') : t('submitWork'),
              title: a.campaign_title,
            })}
            aria-describedby={view.submitBlocked ? `submit-blocked-${a.id}` : undefined}
          >
            {view.resubmit ? t('resubmitWork') : t('submitWork')}
          </Button>
          {view.submitBlocked && (
            <p id={`submit-blocked-${a.id}`} className="mt-1 text-sm text-amber-800">
              {view.submitBlocked}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
