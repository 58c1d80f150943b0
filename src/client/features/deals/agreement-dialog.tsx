import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('app', { keyPrefix: 'deals.agreement' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} size="lg">
        {open && <AgreementBody applicationId={applicationId} side={side} />}
      </Dialog>
    </>
  );
}

function AgreementBody({ applicationId, side }: { applicationId: string; side: DealSide }) {
  const { t } = useTranslation('app', { keyPrefix: 'deals.agreement' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const query = trpc.agreements.forApplication.useQuery({ id: applicationId });
  const accept = trpc.agreements.accept.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (query.isError)
    return (
      <LoadFailed
        title={t('loadFailed')}
        detail={failureMessage(query.error, t('tryAgain'))}
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
        title: t('accepted'),
        description: t('otherTold'),
      });
    } catch (error) {
      setRefusal(failureMessage(error, t('acceptFailed')));
    } finally {
      void utils.agreements.invalidate();
    }
  };
  return (
    <div className="space-y-4 text-sm">
      <Acceptances agreement={agreement} />
      {required && !bothAccepted(agreement) && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900">{t('workWaits')}</p>
      )}
      <article
        aria-label={t('terms')}
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
        {t('version', { version: agreement.version })}
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
          {t('downloadPdf')}
        </a>
        {!mine && (
          <Button onClick={() => void onAccept()} disabled={accept.isPending}>
            {accept.isPending ? t('accepting') : t('accept')}
          </Button>
        )}
      </div>
    </div>
  );
}

function Acceptances({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('app', { keyPrefix: 'deals.agreement' });
  const row = (who: string, at: string | null) => (
    <li className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-900">{who}:</span>
      {at ? (
        <Badge tone="green">{t('acceptedAt', { date: formatDateTime(at) })}</Badge>
      ) : (
        <Badge tone="yellow">{t('notAccepted')}</Badge>
      )}
    </li>
  );
  return (
    <ul aria-label={t('acceptances')} className="space-y-1">
      {row(t('brand'), agreement.accepted_by_brand_at)}
      {row(t('creator'), agreement.accepted_by_creator_at)}
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
