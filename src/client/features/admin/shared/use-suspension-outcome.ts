import { useToast } from '@client/components/toast';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import type { AccountKind } from './suspend-user-dialog';

/** What follows suspending or unsuspending an account: the toast, and the lists that show it refreshed. */
export function useSuspensionOutcome(kind: AccountKind) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const subject = kind === 'brand' ? 'Brand' : 'User';
  return {
    succeeded(verb: 'suspended' | 'unsuspended') {
      toast({ variant: 'success', description: `${subject} ${verb} successfully` });
      void utils.adminUsers.invalidate();
      void utils.adminDirectory.invalidate();
      void utils.suspensions.invalidate();
    },
    failed(verb: 'suspend' | 'unsuspend', error: unknown) {
      toast({
        variant: 'error',
        title: 'Error',
        description: failureMessage(error, `Failed to ${verb} ${kind}. Please try again.`),
      });
    },
  };
}
