import { Description, Field, Label } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PREFERENCE_KINDS, type EmailPreferenceKind } from '@shared/enums';
import type { Role } from '@shared/roles';
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
  const { t } = useTranslation('app', { keyPrefix: 'profile.emails' });
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
    const label = t(`kinds.${kind}.label`);
    try {
      await update.mutateAsync({ email: { [kind]: on } });
      toast({
        variant: 'success',
        title: t('updated'),
        description: on ? t('on', { label }) : t('off', { label }),
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: t('failed'),
        description: failureMessage(error, t('failedText')),
      });
    }
  };

  const email = preferences.data?.preferences.email;

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {preferences.isPending ? (
        <div role="status" aria-label={t('loading')} className="mt-4">
          <Skeleton className="h-40" />
        </div>
      ) : preferences.isError ? (
        <div className="mt-4">
          <LoadFailed
            title={failureMessage(preferences.error, t('loadFailed'))}
            detail={t('loadFailedDetail')}
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
                    <Label className="text-sm font-medium text-slate-900">{t(`kinds.${kind}.label`)}</Label>
                    <Description className="text-sm text-slate-600">
                      {t(`kinds.${kind}.description`)}
                    </Description>
                  </div>
                  <ToggleSwitch checked={checked} onChange={(on) => void flip(kind, on)} />
                </Field>
              </li>
            );
          })}
        </ul>
      )}
      {role === 'admin' && <p className="mt-2 text-sm text-slate-600">{t('adminNote')}</p>}
    </Card>
  );
}
