import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DISPUTE_RESOLUTIONS, type DisputeResolution } from '@shared/enums';
import { formatRupees } from '@shared/format';
import { shareOf } from '@shared/money';
import { resolveDisputeInput, type Dispute, type ResolveDisputeInput } from '@shared/schemas/disputes';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Dialog, FormActions, TextAreaField } from '@client/components/ui';
import { messageText } from '@client/i18n/messages';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaInputForm } from '@client/lib/use-schema-form';

/** No resolution is chosen at first: the admin picks release, refund or split (docs/product.md#disputes). */
type Values = { resolution: DisputeResolution | ''; creator_share: string; admin_notes: string };

/** What a split gives the creator, from the held net when it is known (half up, as the server rounds). */
function splitHint(dispute: Dispute, net: number | null, share: string, t: TFunction<'admin', 'disputes'>) {
  if (dispute.payout_status !== 'on_hold') return t('dialog.noneHeld');
  const percent = Number(share);
  const valid = share.trim() !== '' && Number.isInteger(percent) && percent >= 0 && percent <= 100;
  if (net === null) return t('dialog.shareHint');
  if (!valid) return t('dialog.shareHintNet', { net: formatRupees(net) });
  const creator = shareOf(net, percent);
  return t('dialog.shareResult', {
    creator: formatRupees(creator),
    net: formatRupees(net),
    rest: formatRupees(net - creator),
  });
}

/** Resolve dispute: release, refund or split the held payout, with notes both parties are told of. */
export function ResolveDisputeDialog({ dispute, onClose }: { dispute: Dispute | null; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'disputes' });
  return (
    <Dialog
      open={dispute !== null}
      onClose={onClose}
      title={t('dialog.title')}
      description={
        dispute
          ? t(`dialog.description.${dispute.side}`, {
              campaign: dispute.campaign_title,
              creator: dispute.creator_name,
              brand: dispute.brand_name,
              reason: t(`reasons.${dispute.reason}`),
            })
          : undefined
      }
    >
      {dispute && <ResolveForm key={dispute.id} dispute={dispute} onClose={onClose} />}
    </Dialog>
  );
}

function ResolveForm({ dispute, onClose }: { dispute: Dispute; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'disputes' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const resolve = trpc.adminDisputes.resolve.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const legendId = useId();
  const errorId = useId();
  const { field, register, watch, handleSubmit, formState, showServerErrors } = useSchemaInputForm<
    Values,
    ResolveDisputeInput
  >(
    resolveDisputeInput,
    { resolution: '', creator_share: '', admin_notes: '' },
    {
      // The share goes as a number (the schema takes nothing else); an empty one is no share (the
      // schema then asks for one), not the 0 that Number('') would make of it.
      toInput: (v) => ({
        id: dispute.id,
        resolution: v.resolution,
        creator_share:
          v.resolution === 'split' && v.creator_share.trim() !== '' ? Number(v.creator_share) : null,
        admin_notes: v.admin_notes,
      }),
      fieldOf: { creator_share: 'creator_share', admin_notes: 'admin_notes', resolution: 'resolution' },
    },
  );
  const resolution = watch('resolution');
  const net = dispute.payout_net;

  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await resolve.mutateAsync(input);
      toast({
        variant: 'success',
        title: t('dialog.resolved'),
        description: t('dialog.resolvedText', { creator: dispute.creator_name, brand: dispute.brand_name }),
      });
      onClose();
    } catch (error) {
      // Resolved by another admin meanwhile (409), or refused: said here, where the admin is looking.
      if (!showServerErrors(error)) setRefusal(failureMessage(error, t('dialog.failed')));
    } finally {
      void utils.adminDisputes.invalidate();
      void utils.payouts.invalidate();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={formState.errors.resolution ? errorId : undefined}
      >
        <legend id={legendId} className="text-sm font-medium text-slate-700">
          {t('dialog.resolution')}
        </legend>
        <div className="mt-2 space-y-2">
          {DISPUTE_RESOLUTIONS.map((r) => (
            <label key={r} className="flex items-start gap-2 text-sm">
              <input type="radio" value={r} {...register('resolution')} className="mt-0.5 h-4 w-4" />
              <span>
                <span className="font-medium text-slate-900">{t(`resolutions.${r}`)}</span>
                <span className="block text-xs text-slate-600">{t(`dialog.hints.${r}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {formState.errors.resolution?.message && (
          <p id={errorId} className="mt-1 text-sm text-red-600">
            {messageText(formState.errors.resolution.message)}
          </p>
        )}
      </fieldset>

      {resolution === 'split' && (
        <TextField
          label={t('dialog.share')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          {...field('creator_share')}
          hint={
            <p className="mt-1 text-xs text-slate-600" aria-live="polite">
              {splitHint(dispute, net, watch('creator_share'), t)}
            </p>
          }
        />
      )}

      <TextAreaField label={t('dialog.notes')} rows={3} maxLength={2000} {...field('admin_notes')} />

      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={resolve.isPending}
        submitLabel={t('dialog.submit')}
      />
    </form>
  );
}
