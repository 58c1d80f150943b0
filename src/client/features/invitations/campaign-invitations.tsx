import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@shared/schemas/campaign';
import { useToast } from '@client/components/toast';
import { Badge, Button, LoadFailed, Skeleton, statusTone } from '@client/components/ui';
import { failureMessage, loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';

/**
 * A brand's campaign card's invitations (docs/product.md#private-campaigns-and-invitations): who was
 * invited and how they answered, and the invite link to copy or replace. Open from the start on an
 * invite-only campaign; on a public one behind a button, so a list of cards asks for nothing unseen.
 */
export function CampaignInvitations({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('app', { keyPrefix: 'invitations.campaign' });
  const [open, setOpen] = useState(campaign.visibility === 'invite_only');
  const panelId = useId();
  return (
    <div className="border-t border-slate-100 pt-3">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('hide') : t('show')}
      </Button>
      {open && (
        <div id={panelId} className="mt-3">
          <InvitationsPanel campaign={campaign} />
        </div>
      )}
    </div>
  );
}

function InvitationsPanel({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('app', { keyPrefix: 'invitations' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const list = trpc.invitations.forCampaign.useQuery({ id: campaign.id });
  const replace = trpc.invitations.replaceLink.useMutation();
  const [shown, setShown] = useState<string | null>(null);

  if (list.isPending) return <Skeleton className="h-16" />;
  if (list.isError)
    return (
      <LoadFailed
        title={t('campaign.loadFailed')}
        detail={loadErrorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );

  const link = list.data.invite_link;
  /** Copies the link; where the browser refuses, it stays on screen to copy by hand. */
  const copy = async (url: string, replaced: boolean) => {
    setShown(url);
    try {
      await navigator.clipboard.writeText(url);
      toast({
        variant: 'success',
        title: replaced ? t('campaign.newLinkCopied') : t('campaign.linkCopied'),
        description: replaced ? t('campaign.oldLinkGone') : t('campaign.shareIt'),
      });
    } catch {
      toast({
        variant: 'info',
        title: t('campaign.copyTitle'),
        description: t('campaign.copyShown', { url }),
      });
    }
  };
  const newLink = async (replacing: boolean) => {
    try {
      const { invite_link } = await replace.mutateAsync({ id: campaign.id });
      await utils.invitations.forCampaign.invalidate({ id: campaign.id });
      await copy(invite_link.url, replacing);
    } catch (e) {
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(e, t('campaign.linkFailed')),
      });
    }
  };

  const invitations = list.data.invitations;
  return (
    <div className="space-y-3">
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-600">{t('campaign.none')}</p>
      ) : (
        <ul
          aria-label={t('campaign.listLabel', { title: campaign.title })}
          className="divide-y divide-slate-100 text-sm"
        >
          {invitations.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 break-words">{i.creator_name}</span>
              <Badge tone={statusTone(i.status)}>{t(`statuses.${i.status}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          loading={replace.isPending && !link}
          onClick={() => void (link ? copy(link.url, false) : newLink(false))}
        >
          {t('campaign.inviteLink')}
        </Button>
        {link && (
          <Button
            variant="secondary"
            size="sm"
            loading={replace.isPending}
            onClick={() => void newLink(true)}
          >
            {t('campaign.replaceLink')}
          </Button>
        )}
      </div>
      {shown && (
        <p className="break-all text-xs text-slate-600">
          {t('campaign.inviteLinkShown')}
          <span className="font-mono">{shown}</span>
        </p>
      )}
    </div>
  );
}
