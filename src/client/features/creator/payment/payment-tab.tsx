import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  cleanPaymentInput,
  formatAadhaar,
  paymentDetailsInput,
  type PaymentDetails,
  type PaymentDetailsInput,
} from '@shared/schemas/payment';
import type { z } from 'zod';
import { formatDateTime } from '@shared/dates';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Card, LoadFailed, SkeletonList } from '@client/components/ui';
import { apiError } from '@client/lib/api-error';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { DocumentUpload } from './document-upload';
import { PAYMENT_TOASTS, saveFailureToast } from './payment-messages';

type TextKey =
  | 'pan_number'
  | 'aadhaar_number'
  | 'upi_id'
  | 'account_holder_name'
  | 'account_number'
  | 'ifsc_code'
  | 'bank_name';
type Values = Record<TextKey, string> & { consent_given: boolean };

/** The form holds text and a checkbox; the shared schema says what they must be (consent given, among others). */
const formSchema = paymentDetailsInput as unknown as z.ZodType<PaymentDetailsInput, Values>;

type FieldSpec = {
  key: TextKey;
  label: string;
  clean: (v: string) => string;
  /** How the stored value is shown while editing (Aadhaar in groups of four). */
  show?: (v: string) => string;
  placeholder: string;
  inputMode?: 'numeric' | 'text' | 'email';
  autoComplete?: string;
  maxLength: number;
};

const IDENTITY: FieldSpec[] = [
  {
    key: 'pan_number',
    label: 'PAN Number',
    clean: cleanPaymentInput.pan,
    placeholder: 'ABCDE1234F',
    maxLength: 10,
  },
  {
    key: 'aadhaar_number',
    label: 'Aadhaar Number',
    clean: cleanPaymentInput.aadhaar,
    show: formatAadhaar,
    placeholder: '1234 5678 9012',
    inputMode: 'numeric',
    maxLength: 14,
  },
];

const BANK: FieldSpec[] = [
  {
    key: 'upi_id',
    label: 'UPI ID',
    clean: cleanPaymentInput.upi,
    placeholder: 'name@bank',
    inputMode: 'email',
    maxLength: 320,
  },
  {
    key: 'account_holder_name',
    label: 'Account Holder Name',
    clean: cleanPaymentInput.text,
    placeholder: 'As on your bank account',
    autoComplete: 'name',
    maxLength: 1000,
  },
  {
    key: 'account_number',
    label: 'Account Number',
    clean: cleanPaymentInput.accountNumber,
    placeholder: '9 to 18 digits',
    inputMode: 'numeric',
    maxLength: 18,
  },
  {
    key: 'ifsc_code',
    label: 'IFSC Code',
    clean: cleanPaymentInput.ifsc,
    placeholder: 'SBIN0001234',
    maxLength: 11,
  },
  {
    key: 'bank_name',
    label: 'Bank Name',
    clean: cleanPaymentInput.text,
    placeholder: 'e.g. State Bank of India',
    maxLength: 1000,
  },
];

const FIELD_KEYS = [...IDENTITY, ...BANK].map((f) => f.key);

function initialValues(d: PaymentDetails | null): Values {
  return {
    pan_number: d?.pan_number ?? '',
    // The server shows the stored Aadhaar number only masked: the field starts empty, and left empty keeps it.
    aadhaar_number: '',
    upi_id: d?.upi_id ?? '',
    account_holder_name: d?.account_holder_name ?? '',
    account_number: d?.account_number ?? '',
    ifsc_code: d?.ifsc_code ?? '',
    bank_name: d?.bank_name ?? '',
    consent_given: d?.consent_given ?? false,
  };
}

/** Payment Details: identity and bank details with consent, saved (created, then updated) and documents uploaded. */
export function PaymentTab() {
  const details = trpc.payments.getMine.useQuery();
  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-xl font-semibold">
        Payment Details
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        We use these details to pay you for paid collaborations. They are stored encrypted and shown only to
        you and our payments team.
      </p>
      <div className="mt-4">
        {details.isPending ? (
          <SkeletonList count={2} className="h-40" />
        ) : details.isError ? (
          <LoadFailed
            title="Failed to load your payment details. Please try again."
            onRetry={details.refetch}
          />
        ) : (
          // A first save creates the record: the form starts again from what the server stored.
          <PaymentForm key={details.data.paymentDetails?.id ?? 'new'} stored={details.data.paymentDetails} />
        )}
      </div>
    </section>
  );
}

function PaymentForm({ stored }: { stored: PaymentDetails | null }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const { control, register, handleSubmit, showServerErrors, getFieldState, formState } = useSchemaForm(
    formSchema,
    initialValues(stored),
  );
  const consentError = getFieldState('consent_given', formState).error?.message;
  const [formError, setFormError] = useState<string | null>(null);
  const create = trpc.payments.create.useMutation();
  const update = trpc.payments.update.useMutation();
  const saving = create.isPending || update.isPending;

  const submit = handleSubmit(
    async ({ aadhaar_number, ...parsed }) => {
      const keepsAadhaar = stored?.aadhaar_number != null && aadhaar_number === null;
      try {
        if (stored)
          await update.mutateAsync({ id: stored.id, ...parsed, ...(keepsAadhaar ? {} : { aadhaar_number }) });
        else await create.mutateAsync({ ...parsed, aadhaar_number });
        toast(PAYMENT_TOASTS.saved);
        await utils.payments.getMine.invalidate();
      } catch (e) {
        const { status, message } = apiError(e);
        // A refused value is shown on its field; a refusal that names none under the form.
        if (status === 400 && !showServerErrors(e)) setFormError(message);
        toast(saveFailureToast(status, message));
      }
    },
    (errors) => toast(FIELD_KEYS.some((k) => errors[k]) ? PAYMENT_TOASTS.validation : PAYMENT_TOASTS.consent),
  );

  // Each field keeps its value cleaned as it is typed (and the Aadhaar number shown in groups).
  const field = (spec: FieldSpec) => (
    <Controller
      key={spec.key}
      control={control}
      name={spec.key}
      render={({ field: { value, onChange, ...bound }, fieldState }) => (
        <TextField
          label={spec.label}
          {...bound}
          value={spec.show ? spec.show(value) : value}
          onChange={(e) => {
            onChange(spec.clean(e.target.value));
            setFormError(null);
          }}
          placeholder={spec.placeholder}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete ?? 'off'}
          autoCapitalize={spec.key === 'pan_number' || spec.key === 'ifsc_code' ? 'characters' : undefined}
          spellCheck={false}
          maxLength={spec.maxLength}
          error={fieldState.error?.message}
          hint={
            spec.key === 'aadhaar_number' && stored?.aadhaar_number ? (
              <p className="mt-1 text-xs text-slate-600">
                Saved number ends in {stored.aadhaar_number.slice(-4)}. Leave blank to keep it, or type a new
                one.
              </p>
            ) : undefined
          }
        />
      )}
    />
  );

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Card>
          <h3 className="text-lg font-semibold">Identity</h3>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">{IDENTITY.map(field)}</div>
        </Card>
        <Card>
          <h3 className="text-lg font-semibold">Bank and UPI</h3>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">{BANK.map(field)}</div>
        </Card>
        <Card>
          <div className="flex items-start gap-3">
            <input
              id="payment-consent"
              type="checkbox"
              {...register('consent_given')}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? 'payment-consent-error' : undefined}
              className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400"
            />
            <label htmlFor="payment-consent" className="text-sm text-slate-700">
              I consent to the platform storing my identity and payment details securely to process my
              payments.
            </label>
          </div>
          {consentError && (
            <p id="payment-consent-error" className="mt-1 text-sm text-red-600">
              {consentError}
            </p>
          )}
          {formError && (
            <p role="alert" className="mt-3 text-sm text-red-600">
              {formError}
            </p>
          )}
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-slate-500">
              {stored ? `Last saved ${formatDateTime(stored.updated_at)}` : 'Not saved yet'}
            </p>
            <Button type="submit" loading={saving}>
              {stored ? 'Update Payment Details' : 'Save Payment Details'}
            </Button>
          </div>
        </Card>
      </form>

      <Card>
        <h3 className="text-lg font-semibold">Documents</h3>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <DocumentUpload
            recordId={stored?.id}
            kind="pan"
            label="PAN document"
            url={stored?.pan_document_url ?? null}
          />
          <DocumentUpload
            recordId={stored?.id}
            kind="aadhaar"
            label="Aadhaar document"
            url={stored?.aadhaar_document_url ?? null}
          />
        </div>
      </Card>
    </div>
  );
}
