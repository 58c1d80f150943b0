import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNFUNDED } from '@shared/enums';
import { formatRupees } from '@shared/format';
import type { Campaign } from '@shared/schemas/campaign';
import { fundCampaignInput, type Funding, type PaymentInstructions } from '@shared/schemas/funds';
import { upiPayUri } from '@shared/upi';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Badge, Button, Dialog, Facts, LoadFailed, SkeletonList } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { fundingMoneyFacts } from './funding-money';
import { canFund, fundingLabel } from './funding-status';
import { UpiQr } from './upi-qr';
import { useBrandRefresh } from './use-brand-refresh';

/** The UTR alone, checked by the same rule as the server's (docs/product.md#funding). */
const utrForm = fundCampaignInput.pick({ utr: true });

/**
 * Fund campaign, while the campaign can be funded, and the dialog it opens (on a card and in the
 * detail dialog). The dialog stays open after the claim, when the refreshed campaign no longer
 * offers the button, so the brand sees its new status.
 */
export function FundCampaignAction({ campaign, size = 'sm' }: { campaign: Campaign; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const [open, setOpen] = useState(false);
  if (!open && !canFund(campaign)) return null;
  return (
    <>
      {canFund(campaign) && (
        <Button size={size} onClick={() => setOpen(true)}>
          {t('fund.action')}
        </Button>
      )}
      <FundCampaignDialog campaign={open ? campaign : null} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * How to fund a paid campaign (docs/product.md#funding): the whole budget to the platform's account
 * with the campaign's reference, by UPI (the QR code) or bank transfer, then the transfer's UTR.
 */
export function FundCampaignDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  return (
    <Dialog
      open={campaign !== null}
      onClose={onClose}
      size="lg"
      title={t('fund.title')}
      description={campaign?.title}
    >
      {campaign && <FundingPanel key={campaign.id} campaignId={campaign.id} onClose={onClose} />}
    </Dialog>
  );
}

function FundingPanel({ campaignId, onClose }: { campaignId: string; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const query = trpc.funding.get.useQuery({ id: campaignId });
  if (query.isPending) return <SkeletonList count={2} className="h-20" />;
  if (query.isError)
    return <LoadFailed title={failureMessage(query.error, t('fund.loadFailed'))} onRetry={query.refetch} />;
  const funding = query.data.funding;
  // Refunded money may be sent again: the form then, as before the first claim.
  if (!UNFUNDED.includes(funding.status)) return <FundingState funding={funding} onClose={onClose} />;
  if (!funding.instructions) return <p className="text-sm text-slate-700">{t('fund.notSetUp')}</p>;
  return <FundingForm funding={funding} instructions={funding.instructions} />;
}

/** After a claim: what happens next. */
function FundingState({ funding, onClose }: { funding: Funding; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const { label, tone } = fundingLabel(funding.status, t);
  const next =
    funding.status === 'awaiting_confirmation'
      ? t('fund.next.awaiting')
      : funding.status === 'held'
        ? t('fund.next.held')
        : t('fund.next.ended');
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{t('fund.status')}</span>
        <Badge tone={tone}>{label}</Badge>
      </p>
      {funding.utr && (
        <p>
          {t('fund.utrBefore')}
          <span className="font-mono">{funding.utr}</span>
          {t('fund.utrAfter', { amount: formatRupees(funding.amount) })}
        </p>
      )}
      <p>{next}</p>
      <Facts
        className="grid grid-cols-1 gap-2 sm:grid-cols-3"
        valueClassName="font-medium text-slate-900"
        items={fundingMoneyFacts(funding, t)}
      />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}

function FundingForm({ funding, instructions }: { funding: Funding; instructions: PaymentInstructions }) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const refresh = useBrandRefresh();
  const claim = trpc.funding.claim.useMutation();
  const { field, handleSubmit, showServerErrors } = useSchemaForm(utrForm, { utr: '' });

  const submit = handleSubmit(async ({ utr }) => {
    try {
      const result = await claim.mutateAsync({ id: funding.campaign_id, utr });
      utils.funding.get.setData({ id: funding.campaign_id }, result);
      toast({
        variant: 'success',
        title: t('fund.transferReported'),
        description: t('fund.transferReportedText'),
      });
      void refresh();
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'error',
          title: t('common.error'),
          description: failureMessage(error, t('fund.claimFailed')),
        });
    }
  });

  const uri = upiPayUri(instructions, funding.amount, funding.reference);
  return (
    <div className="space-y-5">
      {funding.status === 'refunded' && (
        <div
          role="status"
          className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
        >
          <p className="font-medium text-slate-900">
            {t('fund.refundedBack', { amount: formatRupees(funding.refunded_amount ?? 0) })}
          </p>
          <p className="mt-1">{t('fund.runAgain')}</p>
        </div>
      )}
      {funding.rejection_reason && (
        <div role="status" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">
            {funding.utr ? t('fund.notConfirmedUtr', { utr: funding.utr }) : t('fund.notConfirmed')}
          </p>
          <p className="mt-1 break-words">{t('fund.reason', { reason: funding.rejection_reason })}</p>
          <p className="mt-1">{t('fund.checkAgain')}</p>
        </div>
      )}
      <p className="text-sm text-slate-700">{t('fund.instructions')}</p>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <Detail name="amount" value={formatRupees(funding.amount)} copy={String(funding.amount)} />
        <Detail name="reference" value={funding.reference} mono />
      </dl>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <figure className="flex shrink-0 flex-col items-center gap-1">
          <UpiQr
            uri={uri}
            label={t('fund.qrLabel', {
              amount: formatRupees(funding.amount),
              name: instructions.account_name,
            })}
          />
          <figcaption className="text-xs text-slate-600">{t('fund.scan')}</figcaption>
        </figure>
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-3 text-sm">
          <Detail name="upiId" value={instructions.upi_id} mono />
          <Detail name="bank" value={instructions.bank_name} />
          <Detail name="accountNumber" value={instructions.account_number} mono />
          <Detail name="ifsc" value={instructions.ifsc} mono />
          <Detail name="accountName" value={instructions.account_name} />
        </dl>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3 border-t border-slate-200 pt-4">
        <TextField
          label={t('fund.utrLabel')}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          {...field('utr')}
          hint={<p className="mt-1 text-xs text-slate-600">{t('fund.utrHint')}</p>}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={claim.isPending}>
            {t('fund.sent')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** One detail of the transfer with a button copying it (`copy`, else the shown value). */
function Detail({
  name,
  value,
  copy,
  mono,
}: {
  name: 'amount' | 'reference' | 'upiId' | 'bank' | 'accountNumber' | 'ifsc' | 'accountName';
  value: string;
  copy?: string;
  mono?: boolean;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const term = t(`fund.details.${name}.term`);
  const what = t(`fund.details.${name}.inSentence`);
  const toast = useToast();
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(copy ?? value);
      toast({ variant: 'success', title: t('fund.copied'), description: t('fund.copiedText', { term }) });
    } catch {
      toast({
        variant: 'error',
        title: t('common.error'),
        description: t('fund.copyFailed', { what }),
      });
    }
  };
  return (
    <div className="rounded-md border border-slate-200 px-3 py-2">
      <dt className="text-slate-500">{term}</dt>
      <dd className="flex items-center justify-between gap-2">
        <span className={`min-w-0 break-all font-medium text-slate-900 ${mono ? 'font-mono' : ''}`}>
          {value}
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('fund.copyLabel', { what })}
          onClick={() => void onCopy()}
        >
          {t('fund.copy')}
        </Button>
      </dd>
    </div>
  );
}
