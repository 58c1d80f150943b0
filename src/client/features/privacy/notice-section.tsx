import { Link } from '@tanstack/react-router';
import {
  CONSENT_PURPOSE_LABELS,
  PRIVACY_NOTICE_UPDATED,
  PRIVACY_NOTICE_VERSION,
} from '@shared/privacy-notice';
import { formatDateTime } from '@shared/dates';
import { Badge, Button, Card, LoadFailed, Skeleton } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useAcceptNotice } from './use-accept-notice';

/** The notice in force, its version, and the consents the person gave, with their dates. */
export function NoticeSection() {
  const consents = trpc.consents.list.useQuery();
  const { accept, pending } = useAcceptNotice();

  return (
    <Card>
      <section aria-labelledby="privacy-notice-title">
        <h2 id="privacy-notice-title" className="text-lg font-semibold">
          Privacy notice and consents
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          The notice in force is version <strong>{PRIVACY_NOTICE_VERSION}</strong> (last updated{' '}
          {PRIVACY_NOTICE_UPDATED}). It says what we hold about you, why, for how long, and your rights.{' '}
          <Link to="/privacy-policy" className="font-medium text-indigo-700 underline hover:text-indigo-900">
            Read the privacy notice
          </Link>
        </p>
        {consents.isPending ? (
          <Skeleton className="mt-4 h-20" />
        ) : consents.isError ? (
          <div className="mt-4">
            <LoadFailed
              title={failureMessage(consents.error, 'Failed to load your consents')}
              detail="Your consents could not be loaded."
              onRetry={consents.refetch}
            />
          </div>
        ) : (
          <>
            {consents.data.needs_consent && (
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3">
                <p className="text-sm text-amber-900">
                  You have not accepted this version of the notice yet.
                </p>
                <Button size="sm" loading={pending} onClick={accept}>
                  Accept version {PRIVACY_NOTICE_VERSION}
                </Button>
              </div>
            )}
            <h3 className="mt-5 text-sm font-semibold text-slate-900">Your consents</h3>
            {consents.data.consents.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">No consent recorded yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
                {consents.data.consents.map((c) => (
                  <li
                    key={`${c.notice_version}-${c.given_at}`}
                    className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
                  >
                    <div>
                      <p className="font-medium text-slate-900">{CONSENT_PURPOSE_LABELS[c.purpose]}</p>
                      <p className="text-slate-600">
                        Notice version {c.notice_version} · given {formatDateTime(c.given_at)}
                        {c.withdrawn_at && <> · withdrawn {formatDateTime(c.withdrawn_at)}</>}
                      </p>
                    </div>
                    {c.withdrawn_at ? (
                      <Badge tone="gray">Withdrawn</Badge>
                    ) : c.notice_version === PRIVACY_NOTICE_VERSION ? (
                      <Badge tone="green">Current</Badge>
                    ) : (
                      <Badge tone="yellow">Earlier version</Badge>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
