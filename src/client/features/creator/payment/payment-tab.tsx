import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { paymentToast, saveFailureToast } from './payment-messages';

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

/** A field's label is `fields.<key>` in the catalogue; its placeholder, when words, `placeholders.<key>`. */
type FieldSpec = {
  key: TextKey;
  clean: (v: string) => string;
  /** How the stored value is shown while editing (Aadhaar in groups of four). */
  show?: (v: string) => string;
  /** A placeholder that is an example value, the same in every language. */
  placeholder?: string;
  inputMode?: 'numeric' | 'text' | 'email';
  autoComplete?: string;
  maxLength: number;
};

const IDENTITY: FieldSpec[] = [
  {
    key: 'pan_number',
    clean: cleanPaymentInput.pan,
    placeholder: 'ABCDE1234F',
    maxLength: 10,
  },
  {
    key: 'aadhaar_number',
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
    clean: cleanPaymentInput.upi,
    placeholder: 'name@bank',
    inputMode: 'email',
    maxLength: 320,
  },
  {
    key: 'account_holder_name',
    clean: cleanPaymentInput.text,
    autoComplete: 'name',
    maxLength: 1000,
  },
  {
    key: 'account_number',
    clean: cleanPaymentInput.accountNumber,
    inputMode: 'numeric',
    maxLength: 18,
  },
  {
    key: 'ifsc_code',
    clean: cleanPaymentInput.ifsc,
    placeholder: 'SBIN0001234',
    maxLength: 11,
  },
  {
    key: 'bank_name',
    clean: cleanPaymentInput.text,
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
  const { t } = useTranslation('app', { keyPrefix: 'creator.payment' });
  const details = trpc.payments.getMine.useQuery();
  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <div className="mt-4">
        {details.isPending ? (
          <SkeletonList count={2} className="h-40" />
        ) : details.isError ? (
          <LoadFailed title={t('loadFailed')} onRetry={details.refetch} />
        ) : (
          // A first save creates the record: the form starts again from what the server stored.
          <PaymentForm key={details.data.paymentDetails?.id ?? 'new'} stored={details.data.paymentDetails} />
        )}
      </div>
    </section>
  );
}

/** The words a field shows: its label, and its placeholder (words in the catalogue, else the example). */
const WORDED_PLACEHOLDERS = ['account_holder_name', 'account_number', 'bank_name'] as const;
const isWorded = (key: TextKey): key is (typeof WORDED_PLACEHOLDERS)[number] =>
  (WORDED_PLACEHOLDERS as readonly TextKey[]).includes(key);

function PaymentForm({ stored }: { stored: PaymentDetails | null }) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.payment' });
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
        toast(paymentToast('saved'));
        await utils.payments.getMine.invalidate();
      } catch (e) {
        const { status, message } = apiError(e);
        // A refused value is shown on its field; a refusal that names none under the form.
        if (status === 400 && !showServerErrors(e)) setFormError(message);
        toast(saveFailureToast(status, message));
      }
    },
    (errors) => toast(paymentToast(FIELD_KEYS.some((k) => errors[k]) ? 'validation' : 'consent')),
  );

  // Each field keeps its value cleaned as it is typed (and the Aadhaar number shown in groups).
  const field = (spec: FieldSpec) => (
    <Controller
      key={spec.key}
      control={control}
      name={spec.key}
      render={({ field: { value, onChange, ...bound }, fieldState }) => (
        <TextField
          label={t(`fields.${spec.key}`)}
          {...bound}
          value={spec.show ? spec.show(value) : value}
          onChange={(e) => {
            onChange(spec.clean(e.target.value));
            setFormError(null);
          }}
          placeholder={isWorded(spec.key) ? t(`placeholders.${spec.key}`) : spec.placeholder}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete ?? 'off'}
          autoCapitalize={spec.key === 'pan_number' || spec.key === 'ifsc_code' ? 'characters' : undefined}
          spellCheck={false}
          maxLength={spec.maxLength}
          error={fieldState.error?.message}
          hint={
            spec.key === 'aadhaar_number' && stored?.aadhaar_number ? (
              <p className="mt-1 text-xs text-slate-600">
                {t('aadhaarSaved', { last4: stored.aadhaar_number.slice(-4) })}
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
          <h3 className="text-lg font-semibold">{t('identity')}</h3>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">{IDENTITY.map(field)}</div>
        </Card>
        <Card>
          <h3 className="text-lg font-semibold">{t('bank')}</h3>
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
              {t('consent')}
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
              {stored ? t('lastSaved', { date: formatDateTime(stored.updated_at) }) : t('notSaved')}
            </p>
            <Button type="submit" loading={saving}>
              {stored ? t('update') : t('save')}
            </Button>
          </div>
        </Card>
      </form>

      <Card>
        <h3 className="text-lg font-semibold">{t('documents')}</h3>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <DocumentUpload
            recordId={stored?.id}
            kind="pan"
            label={t('panDocument')}
            url={stored?.pan_document_url ?? null}
          />
          <DocumentUpload
            recordId={stored?.id}
            kind="aadhaar"
            label={t('aadhaarDocument')}
            url={stored?.aadhaar_document_url ?? null}
          />
        </div>
      </Card>
    </div>
  );
}
