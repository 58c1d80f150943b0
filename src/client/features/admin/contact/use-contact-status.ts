import { useTranslation } from 'react-i18next';
import type { ContactStatus } from '@shared/enums';
import { useToast } from '@client/components/toast';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';

/**
 * Marks a message answered or new, from its row or its dialog, and refreshes the list and the counts;
 * `mark` resolves to the message as the server now has it (undefined when refused).
 */
export function useContactStatus() {
  const { t } = useTranslation('admin', { keyPrefix: 'contact.mark' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const mutation = trpc.adminContact.setStatus.useMutation({
    onSuccess: () => void utils.adminContact.invalidate(),
  });
  const mark = async (id: string, status: ContactStatus) => {
    try {
      const { contact_message } = await mutation.mutateAsync({ id, status });
      toast({
        variant: 'success',
        title: t('updated'),
        description: status === 'answered' ? t('answered') : t('new'),
      });
      return contact_message;
    } catch (error) {
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(error, t('failed')),
      });
      return undefined;
    }
  };
  return { mark, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
