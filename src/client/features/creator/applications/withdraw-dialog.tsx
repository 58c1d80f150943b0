import type { Application } from '@shared/schemas/application';
import { useToast } from '@client/components/toast';
import { ConfirmDialog } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';

/**
 * Asks before withdrawing a pending application (docs/product.md#withdraw): it leaves the brand's
 * list, and the creator may apply again while the campaign is open.
 */
export function WithdrawDialog({ target, onClose }: { target: Application | null; onClose: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const withdraw = trpc.applications.withdraw.useMutation();

  const confirm = async () => {
    if (!target) return;
    try {
      await withdraw.mutateAsync({ id: target.id });
      toast({
        variant: 'success',
        title: 'Application withdrawn',
        description: `Your application to “${target.campaign_title}” was withdrawn.`,
      });
    } catch (e) {
      // Most often the brand decided first: the server says so, and the list shows the decision.
      toast({
        variant: 'error',
        title: 'Could not withdraw',
        description: failureMessage(e, 'Failed to withdraw the application. Please try again.'),
      });
    } finally {
      onClose();
      void utils.applications.listMy.invalidate();
      void utils.campaigns.list.invalidate();
    }
  };

  return (
    <ConfirmDialog
      open={target !== null}
      title="Withdraw application?"
      message={
        target && (
          <p>
            Your application to “{target.campaign_title}” will be withdrawn and {target.brand_name} will no
            longer see it. You can apply again while the campaign is open.
          </p>
        )
      }
      confirmLabel="Withdraw application"
      confirmVariant="danger"
      loading={withdraw.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
