import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { METRIC_FIELDS, metricsForm, type LivePost } from '@shared/schemas/live-posts';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Dialog, FormActions } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { metricLabel } from './metric-labels';

/** Update numbers: the post's views, likes, comments, shares and saves as they stand now. */
export function UpdateNumbersDialog({ post, onClose }: { post: LivePost | null; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'livePosts' });
  return (
    <Dialog
      open={post !== null}
      onClose={onClose}
      title={t('updateNumbers')}
      description={post ? t('numbersDialog.forUrl', { url: post.url }) : undefined}
    >
      {post && <NumbersForm key={post.id} post={post} onClose={onClose} />}
    </Dialog>
  );
}

function NumbersForm({ post, onClose }: { post: LivePost; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'livePosts.numbersDialog' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const record = trpc.livePosts.recordMetrics.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = (n: number | undefined) => (n === undefined ? '' : String(n));
  const { field, handleSubmit, showServerErrors } = useSchemaForm(metricsForm, {
    views: start(post.metrics?.views),
    likes: start(post.metrics?.likes),
    comments: start(post.metrics?.comments),
    shares: start(post.metrics?.shares),
    saves: start(post.metrics?.saves),
  });
  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await record.mutateAsync({ id: post.id, ...values });
      toast({ variant: 'success', title: t('updated'), description: t('brandSees') });
      onClose();
    } catch (error) {
      if (!showServerErrors(error)) setRefusal(failureMessage(error, t('failed')));
    } finally {
      void utils.livePosts.forApplication.invalidate({ id: post.application_id });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {METRIC_FIELDS.map((name) => (
          <TextField key={name} label={metricLabel(name)} inputMode="numeric" {...field(name)} />
        ))}
      </div>
      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={record.isPending}
        submitLabel={t('save')}
      />
    </form>
  );
}
