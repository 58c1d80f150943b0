import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { indiaDate } from '@shared/dates';
import { disclosureOf } from '@shared/disclosure';
import { livePostForm } from '@shared/schemas/live-posts';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { CaptionField } from '@client/components/disclosure-check';
import { Dialog, FormActions } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';

export type AddLivePostTarget = { applicationId: string; campaignTitle: string; paid: boolean };

/** The work-link rule's "{host}" platform (docs/product.md#work-link): links to this app itself are allowed too. */
const ownHosts = () => (typeof window === 'undefined' ? [] : [window.location.hostname]);

/** Add live post: the post's link, its caption (checked for its ad label as it is typed) and the day it went live. */
export function AddLivePostDialog({
  target,
  onClose,
}: {
  target: AddLivePostTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'livePosts' });
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t('add')}
      description={target ? t('addDialog.forTitle', { title: target.campaignTitle }) : undefined}
    >
      {target && <AddLivePostForm key={target.applicationId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function AddLivePostForm({ target, onClose }: { target: AddLivePostTarget; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'livePosts' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const add = trpc.livePosts.add.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const today = indiaDate();
  const { field, watch, handleSubmit, showServerErrors } = useSchemaForm(livePostForm(ownHosts()), {
    url: '',
    caption: '',
    posted_at: today,
  });
  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const { post } = await add.mutateAsync({ id: target.applicationId, ...values });
      toast({
        variant: post.disclosure.ok ? 'success' : 'info',
        title: t('addDialog.added'),
        description: post.disclosure.ok ? t('addDialog.addedLabelled') : t('addDialog.addedUnlabelled'),
      });
      onClose();
    } catch (error) {
      if (!showServerErrors(error)) setRefusal(failureMessage(error, t('addDialog.failed')));
    } finally {
      void utils.livePosts.forApplication.invalidate({ id: target.applicationId });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <TextField
        label={t('addDialog.link')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.instagram.com/reel/…"
        {...field('url')}
      />
      <CaptionField
        label={t('addDialog.caption')}
        {...field('caption')}
        disclosure={disclosureOf(watch('caption'), { paid: target.paid })}
      />
      <TextField label={t('addDialog.postedOn')} type="date" max={today} {...field('posted_at')} />
      <FormActions refusal={refusal} onCancel={onClose} submitting={add.isPending} submitLabel={t('add')} />
    </form>
  );
}
