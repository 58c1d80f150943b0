import { useState } from 'react';
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
  const [open, setOpen] = useState(false);
  if (!open && !canFund(campaign)) return null;
  return (
    <>
      {canFund(campaign) && (
        <Button size={size} onClick={() => setOpen(true)}>
          Fund campaign
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
  return (
    <Dialog
      open={campaign !== null}
      onClose={onClose}
      size="lg"
      title="Fund campaign"
      description={campaign?.title}
    >
      {campaign && <FundingPanel key={campaign.id} campaignId={campaign.id} onClose={onClose} />}
    </Dialog>
  );
}

function FundingPanel({ campaignId, onClose }: { campaignId: string; onClose: () => void }) {
  const query = trpc.funding.get.useQuery({ id: campaignId });
  if (query.isPending) return <SkeletonList count={2} className="h-20" />;
  if (query.isError)
    return (
      <LoadFailed
        title={failureMessage(query.error, 'Failed to load the funding details.')}
        onRetry={query.refetch}
      />
    );
  const funding = query.data.funding;
  // Refunded money may be sent again: the form then, as before the first claim.
  if (!UNFUNDED.includes(funding.status)) return <FundingState funding={funding} onClose={onClose} />;
  if (!funding.instructions)
    return (
      <p className="text-sm text-slate-700">
        The platform has not set up its account for payments yet, so campaigns cannot be funded right now.
        Please try again later.
      </p>
    );
  return <FundingForm funding={funding} instructions={funding.instructions} />;
}

/** After a claim: what happens next. */
function FundingState({ funding, onClose }: { funding: Funding; onClose: () => void }) {
  const { label, tone } = fundingLabel(funding.status);
  const next =
    funding.status === 'awaiting_confirmation'
      ? 'We will check that your transfer has arrived and let you know. You can accept creators meanwhile, unless the platform requires funding first.'
      : funding.status === 'held'
        ? "The platform holds this campaign's budget and pays each creator once their work is approved."
        : 'Every creator of this campaign has been paid or their payout cancelled; what was not spent went back to you.';
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">Status:</span>
        <Badge tone={tone}>{label}</Badge>
      </p>
      {funding.utr && (
        <p>
          UTR <span className="font-mono">{funding.utr}</span> for {formatRupees(funding.amount)}.
        </p>
      )}
      <p>{next}</p>
      <Facts
        className="grid grid-cols-1 gap-2 sm:grid-cols-3"
        valueClassName="font-medium text-slate-900"
        items={fundingMoneyFacts(funding)}
      />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

function FundingForm({ funding, instructions }: { funding: Funding; instructions: PaymentInstructions }) {
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
        title: 'Transfer reported',
        description: 'Your campaign is awaiting confirmation. We will let you know once the money arrives.',
      });
      void refresh();
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'error',
          title: 'Error',
          description: failureMessage(error, 'Failed to report your transfer. Please try again.'),
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
            {formatRupees(funding.refunded_amount ?? 0)} of this campaign's money went back to you.
          </p>
          <p className="mt-1">To run it again with paid creators, send its budget again as below.</p>
        </div>
      )}
      {funding.rejection_reason && (
        <div role="status" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">
            Your last transfer{funding.utr ? ` (UTR ${funding.utr})` : ''} was not confirmed.
          </p>
          <p className="mt-1 break-words">Reason: {funding.rejection_reason}</p>
          <p className="mt-1">Check the details below and report the transfer again.</p>
        </div>
      )}
      <p className="text-sm text-slate-700">
        Send the campaign's whole budget to the platform, writing the reference on the transfer. The platform
        holds it and pays each creator once their work is approved.
      </p>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <Detail term="Amount" value={formatRupees(funding.amount)} copy={String(funding.amount)} />
        <Detail term="Reference" value={funding.reference} mono />
      </dl>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <figure className="flex shrink-0 flex-col items-center gap-1">
          <UpiQr
            uri={uri}
            label={`UPI QR code: pay ${formatRupees(funding.amount)} to ${instructions.account_name}`}
          />
          <figcaption className="text-xs text-slate-600">Scan with any UPI app</figcaption>
        </figure>
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-3 text-sm">
          <Detail term="UPI id" value={instructions.upi_id} mono />
          <Detail term="Bank" value={instructions.bank_name} />
          <Detail term="Account number" value={instructions.account_number} mono />
          <Detail term="IFSC" value={instructions.ifsc} mono />
          <Detail term="Account name" value={instructions.account_name} />
        </dl>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3 border-t border-slate-200 pt-4">
        <TextField
          label="UTR of your transfer"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          {...field('utr')}
          hint={
            <p className="mt-1 text-xs text-slate-600">
              12 to 22 letters and digits, as on your bank's or UPI app's confirmation.
            </p>
          }
        />
        <div className="flex justify-end">
          <Button type="submit" loading={claim.isPending}>
            I have sent the money
          </Button>
        </div>
      </form>
    </div>
  );
}

/** One detail of the transfer with a button copying it (`copy`, else the shown value). */
function Detail({ term, value, copy, mono }: { term: string; value: string; copy?: string; mono?: boolean }) {
  const toast = useToast();
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(copy ?? value);
      toast({ variant: 'success', title: 'Copied', description: `${term} copied.` });
    } catch {
      toast({
        variant: 'error',
        title: 'Error',
        description: `Could not copy. Please copy the ${term.toLowerCase()} by hand.`,
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
          aria-label={`Copy ${term.toLowerCase()}`}
          onClick={() => void onCopy()}
        >
          Copy
        </Button>
      </dd>
    </div>
  );
}
