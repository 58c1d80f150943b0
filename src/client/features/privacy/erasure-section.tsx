import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { erasureInput } from '@shared/schemas/data-rights';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Card } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useSession } from '../session/session-provider';

/**
 * "Erase my account" (docs/product.md#erasure): what goes and what the law makes us keep, in plain
 * lists; the password; a refusal's reason shown exactly as the server gives it; then signed out.
 */
/** What goes and what stays, in the order the screen lists them (`privacy.erasure.removes|keeps`). */
const REMOVES = ['contact', 'profile', 'documents', 'messages', 'activity'] as const;
const KEEPS = ['money', 'invoices', 'agreements', 'audit'] as const;

export function ErasureSection() {
  const { t } = useTranslation('app', { keyPrefix: 'privacy.erasure' });
  const toast = useToast();
  const { signOut } = useSession();
  const erase = trpc.dataRights.erase.useMutation();
  const [refused, setRefused] = useState<string | null>(null);
  const { field, handleSubmit, submitting, showServerErrors } = useSchemaForm(erasureInput, { password: '' });

  const submit = handleSubmit(async ({ password }) => {
    setRefused(null);
    try {
      await erase.mutateAsync({ password });
      toast({ variant: 'success', description: t('done') });
      await signOut();
    } catch (error) {
      if (!showServerErrors(error)) setRefused(failureMessage(error, t('failed')));
    }
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold">{t('removesHeading')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {REMOVES.map((line) => (
              <li key={line}>{t(`removes.${line}`)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold">{t('keepsHeading')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {KEEPS.map((line) => (
              <li key={line}>{t(`keeps.${line}`)}</li>
            ))}
          </ul>
        </div>
      </div>
      {refused && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refused}
        </p>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4 sm:max-w-md">
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <Button type="submit" variant="danger" loading={submitting}>
          {submitting ? t('erasing') : t('erase')}
        </Button>
      </form>
    </Card>
  );
}
