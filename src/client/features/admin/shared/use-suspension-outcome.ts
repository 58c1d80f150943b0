import { useToast } from '@client/components/toast';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import type { AccountKind } from './suspend-user-dialog';

/** Each outcome's toast: a warning blocks nothing (docs/product.md#suspension-types), so it is not called a suspension. */
const SUCCESS = {
  suspended: (subject: string) => `${subject} suspended successfully`,
  unsuspended: (subject: string) => `${subject} unsuspended successfully`,
  warned: () => 'Warning sent',
};

/** What follows warning, suspending or unsuspending an account: the toast, and the lists that show it refreshed. */
export function useSuspensionOutcome(kind: AccountKind) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const subject = kind === 'brand' ? 'Brand' : 'User';
  return {
    succeeded(outcome: keyof typeof SUCCESS) {
      toast({ variant: 'success', description: SUCCESS[outcome](subject) });
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
