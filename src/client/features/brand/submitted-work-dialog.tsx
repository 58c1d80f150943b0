import { useEffect, useId, useRef, useState } from 'react';
import type { Application } from '@shared/schemas/application';
import { OVERRIDE_REASON_MAX } from '@shared/schemas/disclosure-review';
import { WORK_MESSAGES, type Submission } from '@shared/schemas/work';
import { useToast } from '@client/components/toast';
import { Button, Dialog, TextAreaField, type ButtonVariant } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { failureMessage } from '@client/lib/failure';
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
      title="Submitted Work"
      description={participant ? `${participant.creator_name} · ${participant.campaign_title}` : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {participant && (
        <WorkVersions
          key={participant.id}
          applicationId={participant.id}
          side="brand"
          heading="h3"
          of={`${participant.creator_name}'s work for ${participant.campaign_title}`}
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

/** Each decision's message box: its field, its confirm button and what the toast then says. */
const DECISIONS: Record<
  Decision,
  {
    field: string;
    placeholder: string;
    required: boolean;
    confirm: string;
    variant: ButtonVariant;
    done: (creator: string) => { title: string; description: string };
  }
> = {
  approved: {
    field: 'Approval message (optional)',
    placeholder: 'Anything you want to tell the creator',
    required: false,
    confirm: 'Confirm Approval',
    variant: 'primary',
    done: (creator) => ({ title: 'Work Approved', description: `${creator}'s work was approved.` }),
  },
  revision_requested: {
    field: 'Feedback',
    placeholder: 'What should the creator change?',
    required: true,
    confirm: 'Send revision request',
    variant: 'primary',
    done: (creator) => ({
      title: 'Revision requested',
      description: `${creator} was asked to revise the work, with your feedback.`,
    }),
  },
  rejected: {
    field: 'Rejection feedback (required)',
    placeholder: 'What should the creator change?',
    required: true,
    confirm: 'Confirm Rejection',
    variant: 'danger',
    done: (creator) => ({
      title: 'Work Rejected',
      description: `${creator} was asked to submit again, with your feedback.`,
    }),
  },
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
        title: 'Error',
        description: failureMessage(error, 'Failed to submit feedback. Please try again.'),
      });
      // A refusal (the rounds used up meanwhile, or another decision first) changes what the dialog offers.
      void refresh();
      return;
    }
    toast({ variant: 'success', ...DECISIONS[deciding].done(participant.creator_name) });
    if (deciding === 'approved') {
      try {
        const result = await completeCreator.mutateAsync({
          id: participant.campaign_id,
          creatorId: participant.creator_id,
        });
        if (result.campaign_completed) {
          toast({
            variant: 'success',
            title: 'Campaign Completed!',
            description: `Every participant's work is approved: ${participant.campaign_title} is complete.`,
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
            Approve
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={noRounds}
            aria-describedby={noRounds ? noRoundsId : undefined}
            onClick={() => setDeciding('revision_requested')}
          >
            Request revision
          </Button>
          <Button variant="danger" size="sm" onClick={() => setDeciding('rejected')}>
            Reject
          </Button>
        </div>
        {noRounds && (
          <p id={noRoundsId} className="text-sm text-amber-800">
            {WORK_MESSAGES.revisionRoundsUsed(rounds)}
          </p>
        )}
      </div>
    );
  }

  const box = DECISIONS[deciding];
  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <TextAreaField
        label={box.field}
        rows={3}
        maxLength={1000}
        required={box.required}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder={box.placeholder}
        autoFocus
      />
      {needsReason && (
        <TextAreaField
          label="Reason to approve despite the disclosure check (required)"
          rows={2}
          maxLength={OVERRIDE_REASON_MAX}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="For example: the creator adds “#ad” at the start when posting"
          hint="The caption lacks a clear advertisement label. Admins see your reason."
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
          Cancel
        </Button>
        <Button
          variant={box.variant}
          size="sm"
          loading={busy}
          disabled={(box.required && message.trim() === '') || (needsReason && reason.trim() === '')}
          onClick={() => void confirm()}
        >
          {box.confirm}
        </Button>
      </div>
    </div>
  );
}
