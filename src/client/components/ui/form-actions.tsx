import { useTranslation } from 'react-i18next';
import { Button } from './button';

type Props = {
  /** The server's refusal (a 409, say), announced where the user is looking. */
  refusal: string | null;
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
};

/** A dialog form's foot: the server's refusal if any, then Cancel and the submit button. */
export function FormActions({ refusal, onCancel, submitting, submitLabel }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'common' });
  return (
    <>
      {refusal && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
