import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('app', { keyPrefix: 'creator.applications.withdrawDialog' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const withdraw = trpc.applications.withdraw.useMutation();

  const confirm = async () => {
    if (!target) return;
    try {
      await withdraw.mutateAsync({ id: target.id });
      toast({
        variant: 'success',
        title: t('withdrawn'),
        description: t('withdrawnText', { title: target.campaign_title }),
      });
    } catch (e) {
      // Most often the brand decided first: the server says so, and the list shows the decision.
      toast({
        variant: 'error',
        title: t('failed'),
        description: failureMessage(e, t('failedText')),
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
      title={t('title')}
      message={target && <p>{t('message', { title: target.campaign_title, brand: target.brand_name })}</p>}
      confirmLabel={t('confirm')}
      confirmVariant="danger"
      loading={withdraw.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
