import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/dates';
import type { MyInvitation } from '@shared/schemas/invitation';
import { useToast } from '@client/components/toast';
import { Badge, Button, Card, EmptyState, LoadFailed, SkeletonList, statusTone } from '@client/components/ui';
import { CampaignTitle } from '@client/features/campaigns/campaign-title';
import { failureMessage, loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';

/** Browse, searched for the campaign's title: its card carries Apply (and the Invited mark). */
export function useGoApply() {
  const navigate = useNavigate();
  return (campaignTitle: string) =>
    navigate({ to: '/creator-dashboard', search: { tab: 'browse', q: campaignTitle.slice(0, 200) } });
}

/**
 * The creator's invitations (docs/product.md#private-campaigns-and-invitations), newest first:
 * Accept goes to apply to the campaign (applying accepts the invitation), Decline answers it.
 */
export function InvitationsTab() {
  const { t } = useTranslation('app', { keyPrefix: 'invitations.tab' });
  const invitations = trpc.invitations.my.useQuery();
  return (
    <section aria-labelledby="invitations-heading" className="space-y-4">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      {invitations.isPending ? (
        <SkeletonList />
      ) : invitations.isError ? (
        <LoadFailed
          title={t('loadFailed')}
          detail={loadErrorMessage(invitations.error)}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.invitations.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul className="space-y-3">
          {invitations.data.invitations.map((i) => (
            <li key={i.id}>
              <InvitationRow invitation={i} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationRow({ invitation: i }: { invitation: MyInvitation }) {
  const { t } = useTranslation('app', { keyPrefix: 'invitations' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const goApply = useGoApply();
  const decline = trpc.invitations.decline.useMutation({
    onSuccess: () => void utils.invitations.my.invalidate(),
    onError: (e) =>
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(e, t('tab.declineFailed')),
      }),
  });
  const open = i.status === 'pending' && i.campaign.status === 'active';
  return (
    <Card>
      <article aria-label={t('tab.invitationTo', { title: i.campaign.title })} className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CampaignTitle title={i.campaign.title} brand={i.campaign.brand_name} />
          <Badge tone={statusTone(i.status)}>{t(`statuses.${i.status}`)}</Badge>
        </div>
        <p className="text-sm text-slate-600">{t('tab.invitedOn', { date: formatDate(i.created_at) })}</p>
        {i.message && <p className="whitespace-pre-line break-words text-sm text-slate-800">“{i.message}”</p>}
        {i.status === 'pending' && !open && <p className="text-sm text-slate-600">{t('tab.notTaking')}</p>}
        {open && (
          <div className="flex flex-wrap gap-2 pt-1">
            <Button
              size="sm"
              onClick={() => void goApply(i.campaign.title)}
              aria-label={t('tab.acceptAria', { title: i.campaign.title })}
            >
              {t('tab.accept')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={decline.isPending}
              onClick={() => decline.mutate({ id: i.id })}
              aria-label={t('tab.declineAria', { title: i.campaign.title })}
            >
              {t('tab.decline')}
            </Button>
          </div>
        )}
      </article>
    </Card>
  );
}
