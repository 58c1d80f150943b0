import { useTranslation } from 'react-i18next';
import { useToast } from '@client/components/toast';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import type { AccountKind } from './suspend-user-dialog';

/** What follows warning, suspending or unsuspending an account: the toast, and the lists that show it refreshed. */
export function useSuspensionOutcome(kind: AccountKind) {
  const { t } = useTranslation('admin', { keyPrefix: 'shared.outcome' });
  const toast = useToast();
  const utils = trpc.useUtils();
  return {
    /** A warning blocks nothing (docs/product.md#suspension-types), so its toast does not call it a suspension. */
    succeeded(outcome: 'suspended' | 'unsuspended' | 'warned') {
      const description = outcome === 'warned' ? t('warned') : t(`${outcome}.${kind}`);
      toast({ variant: 'success', description });
      void utils.adminUsers.invalidate();
      void utils.adminDirectory.invalidate();
      void utils.suspensions.invalidate();
    },
    failed(verb: 'suspend' | 'unsuspend', error: unknown) {
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(error, t(`failed.${verb}.${kind}`)),
      });
    },
  };
}
