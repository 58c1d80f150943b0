import { useState } from 'react';
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
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title="Add live post"
      description={target ? `For “${target.campaignTitle}”` : undefined}
    >
      {target && <AddLivePostForm key={target.applicationId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function AddLivePostForm({ target, onClose }: { target: AddLivePostTarget; onClose: () => void }) {
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
        title: 'Live post added',
        description: post.disclosure.ok
          ? 'Record its numbers with Update numbers when you have them.'
          : 'Saved. Its caption has no clear ad label: consider editing the post.',
      });
      onClose();
    } catch (error) {
      if (!showServerErrors(error))
        setRefusal(failureMessage(error, 'Failed to add the live post. Please try again.'));
    } finally {
      void utils.livePosts.forApplication.invalidate({ id: target.applicationId });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <TextField
        label="Post link"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.instagram.com/reel/…"
        {...field('url')}
      />
      <CaptionField
        label="Caption"
        {...field('caption')}
        disclosure={disclosureOf(watch('caption'), { paid: target.paid })}
      />
      <TextField label="Posted on" type="date" max={today} {...field('posted_at')} />
      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={add.isPending}
        submitLabel="Add live post"
      />
    </form>
  );
}
