import { useState } from 'react';
import { ERASURE_KEEPS, ERASURE_REMOVES, ERASURE_DONE, erasureInput } from '@shared/schemas/data-rights';
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
export function ErasureSection() {
  const toast = useToast();
  const { signOut } = useSession();
  const erase = trpc.dataRights.erase.useMutation();
  const [refused, setRefused] = useState<string | null>(null);
  const { field, handleSubmit, submitting, showServerErrors } = useSchemaForm(erasureInput, { password: '' });

  const submit = handleSubmit(async ({ password }) => {
    setRefused(null);
    try {
      await erase.mutateAsync({ password });
      toast({ variant: 'success', description: ERASURE_DONE });
      await signOut();
    } catch (error) {
      if (!showServerErrors(error)) setRefused(failureMessage(error, 'Your account could not be erased.'));
    }
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold">Erase my account</h2>
      <p className="mt-1 text-sm text-slate-600">
        This cannot be undone. Your account is erased at once and you are signed out.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold">What we remove</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {ERASURE_REMOVES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold">What the law makes us keep</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {ERASURE_KEEPS.map((line) => (
              <li key={line}>{line}</li>
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
          label="Your password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <Button type="submit" variant="danger" loading={submitting}>
          {submitting ? 'Erasing…' : 'Erase my account'}
        </Button>
      </form>
    </Card>
  );
}
