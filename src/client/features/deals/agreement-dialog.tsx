import { useState } from 'react';
import { formatDateTime } from '@shared/dates';
import type { DealSide } from '@shared/enums';
import { agreementSections, bothAccepted, type Agreement } from '@shared/schemas/agreements';
import { useToast } from '@client/components/toast';
import { Badge, Button, buttonClass, Dialog, LoadFailed, Skeleton } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';

/**
 * "Agreement" on a collaboration's card (docs/product.md#agreements-and-usage-rights): both parties
 * open the terms fixed at acceptance, accept them on their own side, see who accepted when and
 * the hash of the text, and download it as a PDF.
 */
export function AgreementButton({ applicationId, side }: { applicationId: string; side: DealSide }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Agreement
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Agreement" size="lg">
        {open && <AgreementBody applicationId={applicationId} side={side} />}
      </Dialog>
    </>
  );
}

function AgreementBody({ applicationId, side }: { applicationId: string; side: DealSide }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const query = trpc.agreements.forApplication.useQuery({ id: applicationId });
  const accept = trpc.agreements.accept.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (query.isError)
    return (
      <LoadFailed
        title="The agreement could not be loaded"
        detail={failureMessage(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Skeleton className="h-40" />;
  const { agreement, agreement_required: required } = query.data;
  const mine = side === 'creator' ? agreement.accepted_by_creator_at : agreement.accepted_by_brand_at;
  const onAccept = async () => {
    setRefusal(null);
    try {
      await accept.mutateAsync({ id: agreement.id });
      toast({
        variant: 'success',
        title: 'Agreement accepted',
        description: 'The other party is told that you accepted.',
      });
    } catch (error) {
      setRefusal(failureMessage(error, 'The agreement could not be accepted. Please try again.'));
    } finally {
      void utils.agreements.invalidate();
    }
  };
  return (
    <div className="space-y-4 text-sm">
      <Acceptances agreement={agreement} />
      {required && !bothAccepted(agreement) && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900">
          Work can be submitted once both of you have accepted this agreement.
        </p>
      )}
      <article
        aria-label="Terms"
        tabIndex={0}
        className="max-h-96 space-y-3 overflow-y-auto rounded-md border border-slate-200 p-3"
      >
        {agreementSections(agreement.text).map((s) => (
          <section key={s.title}>
            <h3 className="font-semibold text-slate-900">{s.title}</h3>
            <p className="whitespace-pre-line text-slate-700">{s.body}</p>
          </section>
        ))}
      </article>
      <p className="text-slate-600">
        Version {agreement.version}. SHA-256 of the text:{' '}
        <code className="break-all text-xs text-slate-800">{agreement.sha256}</code>
      </p>
      {refusal && (
        <p role="alert" className="text-red-700">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {/* A plain link: the session cookie rides along and the answer is an attachment. */}
        <a href={`/api/agreements/${agreement.id}/pdf`} download className={buttonClass('secondary')}>
          Download PDF
        </a>
        {!mine && (
          <Button onClick={() => void onAccept()} disabled={accept.isPending}>
            {accept.isPending ? 'Accepting…' : 'Accept agreement'}
          </Button>
        )}
      </div>
    </div>
  );
}

function Acceptances({ agreement }: { agreement: Agreement }) {
  const row = (who: string, at: string | null) => (
    <li className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-900">{who}:</span>
      {at ? (
        <Badge tone="green">Accepted {formatDateTime(at)}</Badge>
      ) : (
        <Badge tone="yellow">Not accepted yet</Badge>
      )}
    </li>
  );
  return (
    <ul aria-label="Acceptances" className="space-y-1">
      {row('Brand', agreement.accepted_by_brand_at)}
      {row('Creator', agreement.accepted_by_creator_at)}
    </ul>
  );
}

/**
 * With REQUIRE_AGREEMENT, whether work waits for the agreement: true until both parties accepted.
 * The server refuses such work anyway (409); this lets Submit Work say so before the creator types.
 */
export function useAgreementWait(applicationId: string | undefined): boolean {
  const query = trpc.agreements.forApplication.useQuery(
    { id: applicationId ?? '' },
    { enabled: applicationId !== undefined },
  );
  return query.data !== undefined && query.data.agreement_required && !bothAccepted(query.data.agreement);
}
