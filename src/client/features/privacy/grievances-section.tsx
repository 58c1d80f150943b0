import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/dates';
import { formatCount } from '@shared/format';
import {
  createGrievanceInput,
  GRIEVANCE_ANSWER_DAYS,
  GRIEVANCE_DETAILS_MAX,
  GRIEVANCE_SUBJECT_MAX,
  type Grievance,
} from '@shared/schemas/grievances';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Badge, Button, Card, LoadFailed, Skeleton, TextAreaField } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';

/** "Raise a grievance": the form, then the person's grievances with their due dates and answers. */
export function GrievancesSection() {
  const { t } = useTranslation('app', { keyPrefix: 'privacy.grievances' });
  const mine = trpc.grievances.mine.useQuery();
  return (
    <Card>
      <section aria-labelledby="grievances-title">
        <h2 id="grievances-title" className="text-lg font-semibold">
          {t('heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('intro', { days: GRIEVANCE_ANSWER_DAYS })}</p>
        <GrievanceForm />
        <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('yours')}</h3>
        {mine.isPending ? (
          <Skeleton className="mt-2 h-24" />
        ) : mine.isError ? (
          <div className="mt-2">
            <LoadFailed
              title={failureMessage(mine.error, t('loadFailed'))}
              detail={t('loadFailedDetail')}
              onRetry={mine.refetch}
            />
          </div>
        ) : mine.data.grievances.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('none')}</p>
        ) : (
          <ul className="mt-2 space-y-3" aria-label={t('yours')}>
            {mine.data.grievances.map((g) => (
              <GrievanceItem key={g.id} grievance={g} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function GrievanceForm() {
  const { t } = useTranslation('app', { keyPrefix: 'privacy.grievances' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const raise = trpc.grievances.raise.useMutation({
    onSuccess: () => void utils.grievances.mine.invalidate(),
  });
  const { field, watch, reset, handleSubmit, showServerErrors } = useSchemaForm(createGrievanceInput, {
    subject: '',
    details: '',
  });
  const length = watch('details').length;

  const submit = handleSubmit(async (values) => {
    try {
      const { grievance } = await raise.mutateAsync(values);
      reset();
      toast({
        variant: 'success',
        title: t('raised'),
        description: t('answerBy', { date: formatDate(grievance.due_at) }),
      });
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'error',
          title: t('notRaised'),
          description: failureMessage(error, t('raiseFailed')),
        });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <TextField label={t('subject')} maxLength={GRIEVANCE_SUBJECT_MAX} {...field('subject')} />
      <TextAreaField
        label={t('details')}
        rows={5}
        maxLength={GRIEVANCE_DETAILS_MAX}
        {...field('details')}
        hint={
          <span>
            {t('detailsHint', { length: formatCount(length), max: formatCount(GRIEVANCE_DETAILS_MAX) })}
          </span>
        }
      />
      <div className="flex justify-end">
        <Button type="submit" loading={raise.isPending}>
          {t('raise')}
        </Button>
      </div>
    </form>
  );
}

function GrievanceItem({ grievance: g }: { grievance: Grievance }) {
  const { t } = useTranslation('app', { keyPrefix: 'privacy.grievances' });
  const answered = g.status === 'answered';
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{g.subject}</p>
        <Badge tone={answered ? 'green' : 'yellow'}>{t(`statuses.${g.status}`)}</Badge>
      </div>
      <p className="mt-1 text-slate-600">
        {answered && g.answered_at
          ? t('raisedAnswered', { raised: formatDate(g.created_at), answered: formatDate(g.answered_at) })
          : t('raisedDue', { raised: formatDate(g.created_at), due: formatDate(g.due_at) })}
      </p>
      <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">{g.details}</p>
      {answered && g.response && (
        <div className="mt-3 rounded-md bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">{t('ourAnswer')}</p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">{g.response}</p>
        </div>
      )}
    </li>
  );
}
