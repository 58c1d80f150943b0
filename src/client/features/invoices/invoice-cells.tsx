import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/dates';
import type { Invoice } from '@shared/schemas/invoices';
import { Td } from '@client/components/table';

/** An invoice's kind as the page's language names it ('Tax invoice', 'Credit note'). */
export function useInvoiceKindLabel() {
  const { t } = useTranslation('app', { keyPrefix: 'invoices' });
  return (kind: Invoice['kind']) => t(`kinds.${kind}`);
}

/** An invoice row's first cells, the same in the creator's and the admin's lists: number, date, kind. */
export function InvoiceNumberCells({ invoice: i }: { invoice: Invoice }) {
  const { t } = useTranslation('app', { keyPrefix: 'invoices' });
  return (
    <>
      <Td className="whitespace-nowrap font-medium text-slate-900">{i.number}</Td>
      <Td className="whitespace-nowrap">{formatDate(i.issued_at)}</Td>
      <Td>
        {t(`kinds.${i.kind}`)}
        {i.refers_to_number && (
          <span className="block text-xs text-slate-600">
            {t('forNumber', { number: i.refers_to_number })}
          </span>
        )}
      </Td>
    </>
  );
}
