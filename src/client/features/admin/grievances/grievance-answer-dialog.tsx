import { useTranslation } from 'react-i18next';
import { formatAdminDate } from '@shared/dates';
import { formatCount } from '@shared/format';
import { answerGrievanceForm, GRIEVANCE_RESPONSE_MAX, type AdminGrievance } from '@shared/schemas/grievances';
import { useToast } from '@client/components/toast';
import { Button, Dialog, TextAreaField } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';

type Props = { grievance: AdminGrievance | null; onClose: () => void };

/** A grievance in full and, while open, the answer form: the person is notified and emailed. */
export function GrievanceAnswerDialog({ grievance: g, onClose }: Props) {
  const { t } = useTranslation('admin', { keyPrefix: 'grievances' });
  return (
    <Dialog
      open={g !== null}
      onClose={onClose}
      size="lg"
      title={g ? g.subject : t('dialog.titleEmpty')}
      description={
        g
          ? t('dialog.description', {
              name: g.user_name ?? t('dialog.erased'),
              raised: formatAdminDate(g.created_at),
              due: formatAdminDate(g.due_at),
            })
          : undefined
      }
    >
      {g && (
        <div className="space-y-4">
          <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere] text-slate-700">{g.details}</p>
          {g.status === 'answered' ? (
            <div className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-900">
                {t('dialog.answered', { date: g.answered_at ? formatAdminDate(g.answered_at) : '' })}
                {g.answered_by_name ? t('byName', { name: g.answered_by_name }) : ''}
              </p>
              <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">{g.response}</p>
              <div className="mt-3 flex justify-end">
                <Button variant="secondary" onClick={onClose}>
                  {t('dialog.close')}
                </Button>
              </div>
            </div>
          ) : (
            <AnswerForm key={g.id} grievance={g} onClose={onClose} />
          )}
        </div>
      )}
    </Dialog>
  );
}

function AnswerForm({ grievance: g, onClose }: { grievance: AdminGrievance; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'grievances.dialog' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const answer = trpc.adminGrievances.answer.useMutation({
    onSettled: () => void utils.adminGrievances.invalidate(),
  });
  const { field, watch, handleSubmit, showServerErrors } = useSchemaForm(answerGrievanceForm, {
    response: '',
  });
  const length = watch('response').length;

  const submit = handleSubmit(async (values) => {
    try {
      await answer.mutateAsync({ id: g.id, ...values });
      toast({
        variant: 'success',
        title: t('sent'),
        description: t('sentText'),
      });
      onClose();
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'error',
          title: t('notSent'),
          description: failureMessage(error, t('failed')),
        });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextAreaField
        label={t('answer')}
        rows={7}
        maxLength={GRIEVANCE_RESPONSE_MAX}
        {...field('response')}
        hint={
          <span>
            {t('length', { length: formatCount(length), max: formatCount(GRIEVANCE_RESPONSE_MAX) })}
          </span>
        }
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={answer.isPending}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
