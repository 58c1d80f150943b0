import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@shared/schemas/application';
import { OVERRIDE_REASON_MAX } from '@shared/schemas/disclosure-review';
import { WORK_MESSAGES, type Submission } from '@shared/schemas/work';
import { useToast } from '@client/components/toast';
import { Button, Dialog, TextAreaField, type ButtonVariant } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { failureMessage } from '@client/lib/failure';
import { messageText } from '@client/i18n/messages';
import { WorkVersions } from '@client/features/deals/work-versions';
import { useBrandRefresh } from './use-brand-refresh';

/** The dialog closes itself this long after a review. */
const CLOSE_AFTER_REVIEW_MS = 1500;

/** A participant's work, every version newest first, with the brand's decision on pending work. */
export function SubmittedWorkDialog({
  participant,
  onClose,
}: {
  participant: Application | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  // Held here, not by the decision's buttons: those leave as soon as the work is no longer pending.
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), [participant?.id]);
  const closeSoon = () => {
    closeTimer.current = setTimeout(onClose, CLOSE_AFTER_REVIEW_MS);
  };
  return (
    <Dialog
      open={participant !== null}
      onClose={onClose}
      size="lg"
      title={t('common.submittedWork')}
      description={participant ? `${participant.creator_name} · ${participant.campaign_title}` : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {participant && (
        <WorkVersions
          key={participant.id}
          applicationId={participant.id}
          side="brand"
          heading="h3"
          of={t('work.of', { name: participant.creator_name, title: participant.campaign_title })}
          actions={(submission, rounds) =>
            submission.status === 'pending' && (
              <Decide
                submission={submission}
                participant={participant}
                roundsLeft={rounds.total - rounds.used}
                rounds={rounds.total}
                onReviewed={closeSoon}
              />
            )
          }
        />
      )}
    </Dialog>
  );
}

type Decision = 'approved' | 'revision_requested' | 'rejected';

/**
 * Each decision's message box: whether its field is required and its confirm button's look; its
 * field, placeholder, confirm button and what the toast then says are under `work.decisions`.
 */
const DECISIONS: Record<Decision, { required: boolean; variant: ButtonVariant }> = {
  approved: { required: false, variant: 'primary' },
  revision_requested: { required: true, variant: 'primary' },
  rejected: { required: true, variant: 'danger' },
};

/**
 * Approve, Request revision (while rounds are left, docs/product.md#revisions) or Reject pending work.
 * Approving work whose caption fails the disclosure check asks for the reason (docs/product.md#disclosure).
 */
function Decide({
  submission,
  participant,
  roundsLeft,
  rounds,
  onReviewed,
}: {
  submission: Submission;
  participant: Application;
  roundsLeft: number;
  rounds: number;
  onReviewed: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const toast = useToast();
  const refresh = useBrandRefresh();
  const review = trpc.workSubmissions.review.useMutation();
  const completeCreator = trpc.campaigns.completeCreator.useMutation();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const noRoundsId = useId();
  const captionFails = submission.disclosure !== null && !submission.disclosure.ok;
  const needsReason = deciding === 'approved' && captionFails;

  const confirm = async () => {
    if (!deciding) return;
    const feedback = message.trim();
    try {
      await review.mutateAsync({
        id: submission.id,
        status: deciding,
        feedback: feedback || null,
        ...(needsReason ? { override_reason: reason.trim() } : {}),
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: t('common.error'),
        description: failureMessage(error, t('work.failed')),
      });
      // A refusal (the rounds used up meanwhile, or another decision first) changes what the dialog offers.
      void refresh();
      return;
    }
    toast({
      variant: 'success',
      title: t(`work.decisions.${deciding}.doneTitle`),
      description: t(`work.decisions.${deciding}.doneText`, { name: participant.creator_name }),
    });
    if (deciding === 'approved') {
      try {
        const result = await completeCreator.mutateAsync({
          id: participant.campaign_id,
          creatorId: participant.creator_id,
        });
        if (result.campaign_completed) {
          toast({
            variant: 'success',
            title: t('common.campaignCompleted'),
            description: t('work.campaignCompletedText', { title: participant.campaign_title }),
          });
        }
      } catch (error) {
        // A failure here is only logged; the approval itself stands.
        console.error('Completing the creator for the campaign failed', error);
      }
    }
    setDeciding(null);
    setMessage('');
    setReason('');
    void refresh();
    onReviewed();
  };

  const busy = review.isPending || completeCreator.isPending;
  if (deciding === null) {
    const noRounds = roundsLeft <= 0;
    return (
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setDeciding('approved')}>
            {t('work.approve')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={noRounds}
            aria-describedby={noRounds ? noRoundsId : undefined}
            onClick={() => setDeciding('revision_requested')}
          >
            {t('work.requestRevision')}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setDeciding('rejected')}>
            {t('common.reject')}
          </Button>
        </div>
        {noRounds && (
          <p id={noRoundsId} className="text-sm text-amber-800">
            {messageText(WORK_MESSAGES.revisionRoundsUsed(rounds))}
          </p>
        )}
      </div>
    );
  }

  const box = DECISIONS[deciding];
  const words = `work.decisions.${deciding}` as const;
  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <TextAreaField
        label={t(`${words}.field`)}
        rows={3}
        maxLength={1000}
        required={box.required}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder={t(`${words}.placeholder`)}
        autoFocus
      />
      {needsReason && (
        <TextAreaField
          label={t('work.reasonLabel')}
          rows={2}
          maxLength={OVERRIDE_REASON_MAX}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('work.reasonPlaceholder')}
          hint={t('work.reasonHint')}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => {
            setDeciding(null);
            setMessage('');
            setReason('');
          }}
        >
          {t('common.cancel')}
        </Button>
        <Button
          variant={box.variant}
          size="sm"
          loading={busy}
          disabled={(box.required && message.trim() === '') || (needsReason && reason.trim() === '')}
          onClick={() => void confirm()}
        >
          {t(`${words}.confirm`)}
        </Button>
      </div>
    </div>
  );
}
