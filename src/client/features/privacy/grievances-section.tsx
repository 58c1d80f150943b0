import { formatDate } from '@shared/dates';
import { formatCount } from '@shared/format';
import {
  createGrievanceInput,
  GRIEVANCE_ANSWER_DAYS,
  GRIEVANCE_DETAILS_MAX,
  GRIEVANCE_STATUS_LABELS,
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
  const mine = trpc.grievances.mine.useQuery();
  return (
    <Card>
      <section aria-labelledby="grievances-title">
        <h2 id="grievances-title" className="text-lg font-semibold">
          Raise a grievance
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A complaint about how we handle your personal data. We answer within {GRIEVANCE_ANSWER_DAYS} days;
          if you are not satisfied with the answer, you may complain to the Data Protection Board of India.
        </p>
        <GrievanceForm />
        <h3 className="mt-6 text-sm font-semibold text-slate-900">Your grievances</h3>
        {mine.isPending ? (
          <Skeleton className="mt-2 h-24" />
        ) : mine.isError ? (
          <div className="mt-2">
            <LoadFailed
              title={failureMessage(mine.error, 'Failed to load your grievances')}
              detail="Your grievances could not be loaded."
              onRetry={mine.refetch}
            />
          </div>
        ) : mine.data.grievances.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">You have not raised a grievance.</p>
        ) : (
          <ul className="mt-2 space-y-3" aria-label="Your grievances">
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
        title: 'Grievance raised',
        description: `We will answer by ${formatDate(grievance.due_at)}. You will be notified and emailed.`,
      });
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'error',
          title: 'Grievance not raised',
          description: failureMessage(error, 'Could not raise the grievance.'),
        });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <TextField label="Subject" maxLength={GRIEVANCE_SUBJECT_MAX} {...field('subject')} />
      <TextAreaField
        label="Details"
        rows={5}
        maxLength={GRIEVANCE_DETAILS_MAX}
        {...field('details')}
        hint={
          <span>
            {formatCount(length)} / {formatCount(GRIEVANCE_DETAILS_MAX)} characters. Say what happened and
            what you would like us to do.
          </span>
        }
      />
      <div className="flex justify-end">
        <Button type="submit" loading={raise.isPending}>
          Raise grievance
        </Button>
      </div>
    </form>
  );
}

function GrievanceItem({ grievance: g }: { grievance: Grievance }) {
  const answered = g.status === 'answered';
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{g.subject}</p>
        <Badge tone={answered ? 'green' : 'yellow'}>{GRIEVANCE_STATUS_LABELS[g.status]}</Badge>
      </div>
      <p className="mt-1 text-slate-600">
        Raised {formatDate(g.created_at)} ·{' '}
        {answered && g.answered_at
          ? `answered ${formatDate(g.answered_at)}`
          : `answer due by ${formatDate(g.due_at)}`}
      </p>
      <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">{g.details}</p>
      {answered && g.response && (
        <div className="mt-3 rounded-md bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">Our answer</p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">{g.response}</p>
        </div>
      )}
    </li>
  );
}
