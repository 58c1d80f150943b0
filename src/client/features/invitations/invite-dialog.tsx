import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_MESSAGE_MAX } from '@shared/schemas/invitation';
import { useToast } from '@client/components/toast';
import { Button, Dialog, LoadFailed, SelectField, Skeleton, TextAreaField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { failureMessage, loadErrorMessage } from '@client/lib/failure';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The creators to invite: one from a profile, several from a shortlist or a search. */
  creatorIds: string[];
  /** Who they are, in words: a name, or "3 creators". */
  creatorLabel: string;
};

/**
 * Invite to campaign (docs/product.md#private-campaigns-and-invitations): the brand picks one of its
 * active campaigns, writes an optional message and sends; the dialog then says how many were
 * invited (those already invited or who applied get nothing new).
 */
export function InviteDialog({ open, onClose, creatorIds, creatorLabel }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'invitations.invite' });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('title')}
      description={t('description', { who: creatorLabel })}
    >
      {open && <InviteForm creatorIds={creatorIds} onClose={onClose} />}
    </Dialog>
  );
}

function InviteForm({ creatorIds, onClose }: { creatorIds: string[]; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'invitations' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const campaigns = trpc.campaigns.listMy.useQuery({ status: 'active', limit: 100 });
  const invite = trpc.invitations.invite.useMutation();
  const [campaignId, setCampaignId] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<{ invited: number; asked: number; title: string } | null>(null);

  if (sent) {
    const skipped = sent.asked - sent.invited;
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm text-slate-800">
          {t('invite.invited', { count: sent.invited, title: sent.title })}
          {skipped > 0 && ` ${t('invite.skipped', { count: skipped })}`}
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('invite.done')}</Button>
        </div>
      </div>
    );
  }
  if (campaigns.isPending) return <Skeleton className="h-24" />;
  if (campaigns.isError)
    return (
      <LoadFailed
        title={t('invite.loadFailed')}
        detail={loadErrorMessage(campaigns.error)}
        onRetry={() => void campaigns.refetch()}
      />
    );
  const active = campaigns.data.campaigns;
  if (active.length === 0)
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t('invite.noCampaign')}</p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('invite.close')}
          </Button>
        </div>
      </div>
    );

  const send = async () => {
    if (!campaignId) {
      setError(t('invite.chooseCampaign'));
      return;
    }
    setError(undefined);
    try {
      const result = await invite.mutateAsync({
        id: campaignId,
        creator_ids: creatorIds,
        message: message.trim() || undefined,
      });
      void utils.invitations.forCampaign.invalidate({ id: campaignId });
      setSent({
        invited: result.invited_count,
        asked: new Set(creatorIds).size,
        title: active.find((c) => c.id === campaignId)?.title ?? '',
      });
    } catch (e) {
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(e, t('invite.sendFailed')),
      });
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <SelectField
        label={t('invite.campaign')}
        value={campaignId}
        onChange={(e) => setCampaignId(e.target.value)}
        placeholder={t('invite.choosePlaceholder')}
        options={active.map((c) => ({
          value: c.id,
          label: c.visibility === 'invite_only' ? t('invite.inviteOnly', { title: c.title }) : c.title,
        }))}
        error={error}
      />
      <TextAreaField
        label={t('invite.message')}
        rows={3}
        maxLength={INVITATION_MESSAGE_MAX}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        hint={`${message.length}/${INVITATION_MESSAGE_MAX}`}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('invite.cancel')}
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t('invite.sending') : t('invite.send')}
        </Button>
      </div>
    </form>
  );
}

/** An "Invite to campaign" button with its dialog, for one creator or a whole shortlist. */
export function InviteToCampaignButton({
  creatorIds,
  creatorLabel,
  children,
}: {
  creatorIds: string[];
  creatorLabel: string;
  children?: string;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'invitations.invite' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {children ?? t('button')}
      </Button>
      <InviteDialog
        open={open}
        onClose={() => setOpen(false)}
        creatorIds={creatorIds}
        creatorLabel={creatorLabel}
      />
    </>
  );
}
