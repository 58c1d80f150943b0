import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disclosureOf } from '@shared/disclosure';
import { submitWorkForm } from '@shared/schemas/work';
import { workLinkError } from '@shared/work-link';
import { CaptionField } from '@client/components/disclosure-check';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Dialog, TextAreaField } from '@client/components/ui';
import { messageText } from '@client/i18n/messages';
import { apiError } from '@client/lib/api-error';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useResetOnChange } from '@client/lib/use-reset-on-change';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useAgreementWait } from '@client/features/deals/agreement-dialog';

export type SubmitWorkTarget = {
  applicationId: string;
  campaignTitle: string;
  resubmit: boolean;
  /** The deal pays money (shared/campaign-terms.ts dealPaysMoney): "Free gift" alone is then no label. */
  paid: boolean;
};

/** The work-link rule's "{host}" platform (docs/product.md#work-link): links to this app itself are allowed too. */
const ownHosts = () => (typeof window === 'undefined' ? [] : [window.location.hostname]);

/**
 * Submit Work: one link checked by the shared work-link rule as it is typed (Submit stays disabled
 * while it is empty or invalid), a description, and the caption to be posted, checked for its
 * advertisement label as it is typed by the server's own function (docs/product.md#disclosure).
 */
export function SubmitWorkDialog({
  target,
  onClose,
}: {
  target: SubmitWorkTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.applications' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const { field, register, watch, reset, handleSubmit } = useSchemaForm(submitWorkForm(ownHosts()), {
    link: '',
    content: '',
    caption: '',
  });
  const [linkEdited, setLinkEdited] = useState(false);
  const [serverLinkError, setServerLinkError] = useState<string | null>(null);
  const submit = trpc.workSubmissions.submit.useMutation();
  // docs/product.md#agreements-and-usage-rights: with REQUIRE_AGREEMENT, work waits for both acceptances.
  const waitsForAgreement = useAgreementWait(target?.applicationId);

  useResetOnChange(target?.applicationId, () => {
    setLinkEdited(false);
    setServerLinkError(null);
  });
  // The form library's own reset notifies its subscribers, so it runs after the render, not in it.
  useEffect(() => reset(), [target?.applicationId, reset]);

  const linkError = workLinkError(watch('link'), ownHosts());
  // An empty field is called out once something was typed and removed (not on blur: the message
  // appearing would move the buttons under a pointer on its way to them); a wrong link as it is typed.
  const shownLinkError = serverLinkError ?? (linkEdited ? linkError : null);

  // The same check the server answers with; a failing caption can still be sent (the brand decides).
  const typed: unknown = watch('caption');
  const disclosure = disclosureOf(typeof typed === 'string' ? typed.trim() : null, {
    paid: target?.paid ?? false,
  });

  const onSubmit = handleSubmit(async ({ link, content, caption }) => {
    if (!target) return;
    try {
      await submit.mutateAsync({
        application_id: target.applicationId,
        submission_type: 'link',
        content,
        caption: caption ?? null,
        links: [link],
      });
      toast({
        variant: 'success',
        title: t('submitDialog.submitted'),
        description: t('submitDialog.submittedText'),
      });
      onClose();
    } catch (e) {
      const { status, message } = apiError(e);
      // The server's own rule (its host list) can refuse a link the browser allowed: say which rule.
      if (status === 400) setServerLinkError(message);
      toast({
        variant: 'error',
        title: t('submitDialog.failed'),
        description: failureMessage(e, t('submitDialog.failedText')),
      });
    } finally {
      void utils.applications.listMy.invalidate();
      void utils.workSubmissions.listForApplication.invalidate({ id: target.applicationId });
    }
  });

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.resubmit ? t('resubmitWork') : t('submitWork')}
      description={target ? t('submitDialog.forTitle', { title: target.campaignTitle }) : undefined}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        {waitsForAgreement && (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t('submitDialog.waitsForAgreement')}
          </p>
        )}
        <TextField
          label={t('submitDialog.link')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.youtube.com/watch?v=…"
          {...register('link', {
            onChange: () => {
              setLinkEdited(true);
              setServerLinkError(null);
            },
          })}
          error={shownLinkError ? messageText(shownLinkError) : undefined}
          hint={
            !shownLinkError && <p className="mt-1 text-xs text-slate-500">{t('submitDialog.linkHint')}</p>
          }
        />
        <TextAreaField
          label={t('submitDialog.description')}
          rows={4}
          maxLength={1000}
          {...field('content')}
          placeholder={t('submitDialog.descriptionPlaceholder')}
        />
        <CaptionField {...field('caption')} disclosure={disclosure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('submitDialog.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={linkError !== null || serverLinkError !== null || waitsForAgreement}
            loading={submit.isPending}
          >
            {target?.resubmit ? t('submitDialog.resubmit') : t('submitDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
