import { Description, Field, Label } from '@headlessui/react';
import { EMAIL_PREFERENCE_KINDS, type EmailPreferenceKind } from '@shared/enums';
import type { Role } from '@shared/roles';
import { EMAIL_PREFERENCE_LABELS } from '@shared/schemas/notification-preferences';
import { useToast } from '@client/components/toast';
import { Card, LoadFailed, Skeleton, ToggleSwitch } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';

/**
 * The kinds that reach each role. Admins receive no broadcasts, applications, work, payments or
 * messages; their own alerts (reports, flagged messages) are not emailed at all
 * (docs/decisions/039-notification-emails.md).
 */
const KINDS_FOR: Record<Role, readonly EmailPreferenceKind[]> = {
  creator: EMAIL_PREFERENCE_KINDS,
  brand: EMAIL_PREFERENCE_KINDS,
  admin: ['disputes'],
};

/** Email notifications: one switch per kind, each saved as it is flipped. */
export function NotificationPreferencesCard({ role }: { role: Role }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const preferences = trpc.notifications.preferences.useQuery();
  // The switch moves at once; the server's answer (or a failure) settles it by reading again.
  const update = trpc.notifications.updatePreferences.useMutation({
    onMutate: ({ email }) =>
      utils.notifications.preferences.setData(undefined, (old) =>
        old ? { preferences: { email: { ...old.preferences.email, ...email } } } : old,
      ),
    onSettled: () => utils.notifications.preferences.invalidate(),
  });

  const flip = async (kind: EmailPreferenceKind, on: boolean) => {
    const { label } = EMAIL_PREFERENCE_LABELS[kind];
    try {
      await update.mutateAsync({ email: { [kind]: on } });
      toast({
        variant: 'success',
        title: 'Email notifications updated',
        description: `${label}: ${on ? 'you will get these by email' : 'no more emails'}.`,
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Update Failed',
        description: failureMessage(error, 'Your email notifications could not be saved. Please try again.'),
      });
    }
  };

  const email = preferences.data?.preferences.email;

  return (
    <Card>
      <h2 className="text-lg font-semibold">Email notifications</h2>
      <p className="mt-1 text-sm text-slate-600">
        Which notifications also reach you by email. Everything stays in the bell either way.
      </p>
      {preferences.isPending ? (
        <div role="status" aria-label="Loading email notifications" className="mt-4">
          <Skeleton className="h-40" />
        </div>
      ) : preferences.isError ? (
        <div className="mt-4">
          <LoadFailed
            title={failureMessage(preferences.error, 'Failed to load your email notifications')}
            detail="Your email notification settings could not be loaded."
            onRetry={preferences.refetch}
          />
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {KINDS_FOR[role].map((kind) => {
            const checked = email![kind];
            return (
              <li key={kind} className="py-3">
                <Field className="flex items-start justify-between gap-4">
                  <div>
                    <Label className="text-sm font-medium text-slate-900">
                      {EMAIL_PREFERENCE_LABELS[kind].label}
                    </Label>
                    <Description className="text-sm text-slate-600">
                      {EMAIL_PREFERENCE_LABELS[kind].description}
                    </Description>
                  </div>
                  <ToggleSwitch checked={checked} onChange={(on) => void flip(kind, on)} />
                </Field>
              </li>
            );
          })}
        </ul>
      )}
      {role === 'admin' && (
        <p className="mt-2 text-sm text-slate-600">
          Reports and flagged messages are not emailed: they wait in the bell and on the dashboard.
        </p>
      )}
    </Card>
  );
}
