import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealSide } from '@shared/enums';
import { formatDateTime } from '@shared/dates';
import type { Submission } from '@shared/schemas/work';
import { DisclosureVerdict } from '@client/components/disclosure-check';
import { Badge, Button, EmptyState, LoadFailed, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { revisionsUsedText, versionStatus } from './version-status';

/** Versions shown at first and added by each Load more: a long history stays short on the screen. */
const SHOWN = 10;

type Props = {
  applicationId: string;
  side: DealSide;
  /** The list's heading, one level under what holds it (the dialog's title, the card's campaign title). */
  heading: 'h3' | 'h4';
  /** What the versions are of, naming the list among others on the page: "Versions of Tea Reels". */
  of: string;
  /** What to show under a version (the brand's Approve, Request revision and Reject on pending work). */
  actions?: (submission: Submission, rounds: { used: number; total: number }) => ReactNode;
};

/**
 * Every version of one application's work, newest first, each with its link, date, status and the
 * brand's feedback (docs/product.md#revisions): the brand's Submitted Work dialog and the creator's card.
 */
export function WorkVersions({ applicationId, side, heading: Heading, of, actions }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'deals' });
  const work = trpc.workSubmissions.listForApplication.useQuery({ id: applicationId });
  const [shown, setShown] = useState(SHOWN);
  if (work.isPending) return <SkeletonList count={1} />;
  if (work.isError) return <LoadFailed title={t('versions.loadFailed')} onRetry={work.refetch} />;
  const { submissions, revision_rounds: total, revisions_used: used } = work.data;
  const rounds = { used, total };
  return (
    <section aria-label={t('versions.label', { of })} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="text-sm font-semibold text-slate-800">{t('versions.heading')}</Heading>
        <p className="text-sm text-slate-600">{revisionsUsedText(used, total, t)}</p>
      </div>
      {submissions.length === 0 ? (
        <EmptyState title={t('versions.empty')} />
      ) : (
        <ol className="space-y-3">
          {submissions.slice(0, shown).map((s, i) => (
            <li key={s.id}>
              <Version submission={s} number={submissions.length - i} side={side}>
                {actions?.(s, rounds)}
              </Version>
            </li>
          ))}
        </ol>
      )}
      {submissions.length > shown && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('versions.showing', { shown, total: submissions.length })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + SHOWN)}>
            {t('versions.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

function Version({
  submission: s,
  number,
  side,
  children,
}: {
  submission: Submission;
  number: number;
  side: DealSide;
  children?: ReactNode;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'deals' });
  const status = versionStatus(s, side, t);
  const link = s.links[0] ?? s.file_urls[0];
  const revision = s.status === 'revision_requested';
  return (
    <article
      aria-label={t('versions.version', { number })}
      className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{t('versions.version', { number })}</p>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="text-slate-600">{t('versions.submitted', { date: formatDateTime(s.submitted_at) })}</p>
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="block break-all font-medium text-indigo-700 underline hover:text-indigo-900"
        >
          {link}
        </a>
      ) : (
        <p>{t('versions.noLink')}</p>
      )}
      {s.content && <p className="whitespace-pre-line break-words text-slate-700">{s.content}</p>}
      {s.caption && <Caption submission={s} />}
      {s.feedback && (
        <div
          className={
            revision
              ? 'rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950'
              : 'rounded-md bg-slate-50 p-3'
          }
        >
          <p className="font-medium">{revision ? t('versions.revisionRequested') : t('versions.feedback')}</p>
          <p className="mt-1 whitespace-pre-line break-words">{s.feedback}</p>
        </div>
      )}
      {children}
    </article>
  );
}

/** The caption to be posted, the disclosure check's verdict and, past a failing check, the brand's reason. */
function Caption({ submission: s }: { submission: Submission }) {
  const { t } = useTranslation('app', { keyPrefix: 'deals' });
  return (
    <div className="space-y-2">
      <div className="rounded-md bg-slate-50 p-3">
        <p className="font-medium text-slate-800">{t('versions.caption')}</p>
        <p className="mt-1 whitespace-pre-line break-words text-slate-700">{s.caption}</p>
      </div>
      {s.disclosure && <DisclosureVerdict disclosure={s.disclosure} />}
      {s.override_reason && (
        <p className="break-words text-slate-700">
          <span className="font-medium">{t('versions.approvedDespite')}</span>
          {s.override_reason}
        </p>
      )}
    </div>
  );
}
