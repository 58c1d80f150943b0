import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REPORT_TYPES } from '@shared/enums';
import { createReportInput, type CreateReportInput } from '@shared/schemas/report';
import { useToast } from '@client/components/toast';
import { Button, SelectField, TextAreaField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { failureMessage } from '@client/lib/failure';

type ReportType = (typeof REPORT_TYPES)[number];

/** Who or what is reported: a user (a brand, a creator) or a campaign. */
export type ReportSubject = { reported_user_id: string } | { reported_campaign_id: string };

/** The report types named in the catalogue; 'fake' is named by each dialog (a fake profile, a misleading campaign). */
type NamedType = Exclude<ReportType, 'fake'>;

/** The words of one report dialog: the brand's and the creator's differ a little. */
export type ReportCopy = {
  typeLabel: string;
  /** What 'fake' means for what is reported (a profile, a campaign). */
  fakeLabel: string;
  reasonPlaceholder: string;
  submitted: { title: string; description: string };
  failedTitle: string;
  /** The Cancel / Submit Report row. */
  actionsClassName: string;
};

type FormValues = ReportSubject & { report_type: string; reason: string };

/** The form starts with no type chosen; the shared schema is what reports that. */
const formSchema = createReportInput as unknown as z.ZodType<CreateReportInput, FormValues>;

/**
 * A report: a type and a reason, checked with the shared report schema (its messages are the
 * product's), then sent to reports.create. Mount it with a key per subject so each starts empty.
 */
export function ReportForm({
  subject,
  copy,
  onClose,
}: {
  subject: ReportSubject;
  copy: ReportCopy;
  onClose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'reports' });
  const toast = useToast();
  const create = trpc.reports.create.useMutation();
  // The subject is a value of the form that no field shows.
  const { field, handleSubmit, showServerErrors } = useSchemaForm(formSchema, {
    report_type: '',
    reason: '',
    ...subject,
  });

  const submit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      toast({ variant: 'success', ...copy.submitted });
      onClose();
    } catch (error) {
      showServerErrors(error);
      toast({
        variant: 'error',
        title: copy.failedTitle,
        description: failureMessage(error, t('failed')),
      });
    }
  });

  const options = REPORT_TYPES.map((type) => ({
    value: type,
    label: type === 'fake' ? copy.fakeLabel : t(`types.${type satisfies NamedType}`),
  }));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <SelectField
        label={copy.typeLabel}
        placeholder={t('typePlaceholder')}
        options={options}
        {...field('report_type')}
      />
      <TextAreaField
        label={t('reason')}
        rows={4}
        maxLength={1000}
        {...field('reason')}
        placeholder={copy.reasonPlaceholder}
      />
      <div className={copy.actionsClassName}>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={create.isPending}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
