import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '@shared/dates';
import type { Application } from '@shared/schemas/application';
import type { Submission } from '@shared/schemas/work';
import { useToast } from '@client/components/toast';
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  LoadFailed,
  SkeletonList,
  TextAreaField,
  type BadgeTone,
} from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { failureMessage } from '@client/lib/failure';
import { useBrandRefresh } from './use-brand-refresh';

/** The dialog closes itself this long after a review. */
const CLOSE_AFTER_REVIEW_MS = 1500;

const STATUS: Record<Submission['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending Review', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
  revision_requested: { label: 'Revision Requested', tone: 'yellow' },
};

/** A participant's submitted work, newest first, with Approve and Reject for pending work. */
export function SubmittedWorkDialog({
  participant,
  onClose,
}: {
  participant: Application | null;
  onClose: () => void;
}) {
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
      {participant && <WorkList key={participant.id} participant={participant} onClose={onClose} />}
    </Dialog>
  );
}

/** Submissions per page; older ones come with Load more. */
const PAGE_SIZE = 10;

const LOAD_FAILED = 'Failed to load submitted work. Please try again.';

function WorkList({ participant, onClose }: { participant: Application; onClose: () => void }) {
  const [pages, setPages] = useState(1);
  const input = { id: participant.campaign_id, creator_id: participant.creator_id, limit: PAGE_SIZE };
  const lists = trpc.useQueries((t) =>
    Array.from({ length: pages }, (_, i) =>
      t.workSubmissions.listForCampaign({ ...input, offset: i * PAGE_SIZE }),
    ),
  );
  const first = lists[0]!;
  const failedPage = lists.find((l) => l.isError);
  // A submission sent while paging can shift a row onto the next page: each is shown once.
  const submissions = [
    ...new Map(lists.flatMap((l) => l.data?.submissions ?? []).map((s) => [s.id, s])).values(),
  ];
  const total = lists.at(-1)?.data?.total ?? first.data?.total ?? 0;
  const loadingMore = pages > 1 && lists.at(-1)!.isPending;

  if (first.isPending) return <SkeletonList count={1} />;
  if (first.isError) return <LoadFailed title={LOAD_FAILED} onRetry={first.refetch} />;
  if (submissions.length === 0) return <EmptyState title="No work has been submitted yet." />;
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {submissions.map((s) => (
          <li key={s.id}>
            <SubmissionCard submission={s} participant={participant} onReviewed={onClose} />
          </li>
        ))}
      </ol>
      {failedPage && <LoadFailed title={LOAD_FAILED} onRetry={failedPage.refetch} />}
      {(submissions.length < total || loadingMore) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {submissions.length} of {total}
          </p>
          <Button
            variant="secondary"
            size="sm"
            loading={loadingMore}
            onClick={() => (lists.at(-1)!.isError ? void lists.at(-1)!.refetch() : setPages((n) => n + 1))}
          >
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}

type Decision = 'approved' | 'rejected';

function SubmissionCard({
  submission,
  participant,
  onReviewed,
}: {
  submission: Submission;
  participant: Application;
  onReviewed: () => void;
}) {
  const toast = useToast();
  const refresh = useBrandRefresh();
  const review = trpc.workSubmissions.review.useMutation();
  const completeCreator = trpc.campaigns.completeCreator.useMutation();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [message, setMessage] = useState('');
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const link = submission.links[0] ?? submission.file_urls[0];
  const status = STATUS[submission.status];

  const confirm = async () => {
    if (!deciding) return;
    const feedback = message.trim();
    try {
      await review.mutateAsync({ id: submission.id, status: deciding, feedback: feedback || null });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Error',
        description: failureMessage(error, 'Failed to submit feedback. Please try again.'),
      });
      return;
    }
    toast(
      deciding === 'approved'
        ? {
            variant: 'success',
            title: 'Work Approved',
            description: `${participant.creator_name}'s work was approved.`,
          }
        : {
            variant: 'success',
            title: 'Work Rejected',
            description: `${participant.creator_name} was asked to submit again, with your feedback.`,
          },
    );
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
    void refresh();
    closeTimer.current = setTimeout(onReviewed, CLOSE_AFTER_REVIEW_MS);
  };

  const busy = review.isPending || completeCreator.isPending;
  return (
    <article
      aria-label={`Submission of ${formatDateTime(submission.submitted_at)}`}
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">Submitted {formatDateTime(submission.submitted_at)}</p>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-500">Work link</p>
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
          >
            {link}
          </a>
        ) : (
          <p className="text-sm">No link</p>
        )}
      </div>
      <div>
        <p className="text-sm font-medium text-slate-500">Description</p>
        <p className="whitespace-pre-line break-words text-sm">{submission.content || 'No description'}</p>
      </div>
      {submission.feedback && (
        <div className="rounded-md bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-500">Feedback</p>
          <p className="whitespace-pre-line break-words text-sm">{submission.feedback}</p>
        </div>
      )}

      {submission.status === 'pending' && deciding === null && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setDeciding('approved')}>
            Approve
          </Button>
          <Button variant="danger" size="sm" onClick={() => setDeciding('rejected')}>
            Reject
          </Button>
        </div>
      )}

      {deciding !== null && (
        <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
          <TextAreaField
            label={deciding === 'approved' ? 'Approval message (optional)' : 'Rejection feedback (required)'}
            rows={3}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder={
              deciding === 'approved'
                ? 'Anything you want to tell the creator'
                : 'What should the creator change?'
            }
            autoFocus
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => {
                setDeciding(null);
                setMessage('');
              }}
            >
              Cancel
            </Button>
            <Button
              variant={deciding === 'approved' ? 'primary' : 'danger'}
              size="sm"
              loading={busy}
              disabled={deciding === 'rejected' && message.trim() === ''}
              onClick={() => void confirm()}
            >
              {deciding === 'approved' ? 'Confirm Approval' : 'Confirm Rejection'}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
