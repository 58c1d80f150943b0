import { formatDate } from '@shared/dates';
import { INVOICE_KIND_LABEL, type Invoice } from '@shared/schemas/invoices';
import { Td } from '@client/components/table';

/** An invoice row's first cells, the same in the creator's and the admin's lists: number, date, kind. */
export function InvoiceNumberCells({ invoice: i }: { invoice: Invoice }) {
  return (
    <>
      <Td className="whitespace-nowrap font-medium text-slate-900">{i.number}</Td>
      <Td className="whitespace-nowrap">{formatDate(i.issued_at)}</Td>
      <Td>
        {INVOICE_KIND_LABEL[i.kind]}
        {i.refers_to_number && <span className="block text-xs text-slate-600">for {i.refers_to_number}</span>}
      </Td>
    </>
  );
}
