import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPaymentDetails } from '@shared/schemas/admin-payments';
import { Badge, Button, SearchInput } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { SectionHeader } from '../shared/section-header';
import { useDebounced } from '@client/lib/use-debounced';
import { PaymentDetailsDialog } from './payment-details-dialog';

const FETCH_FAILED = 'Failed to fetch user payment details.';

/**
 * Users' payment details. It opens masked, unlike the original product (which opened unmasked): showing full
 * Aadhaar numbers by default breaks the Aadhaar Act's display rules. Unmasked is one click away,
 * and the server records every unmasked read in the audit log.
 */
export function PaymentDetailsTab() {
  const [masked, setMasked] = useState(true);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const paging = useAdminPaging(`${term}|${masked}`);
  const input = { search: term || undefined, ...paging.input };
  const options = { placeholderData: keepPreviousData };
  const maskedList = trpc.adminPayments.masked.useQuery(input, { ...options, enabled: masked });
  // Never cached: each unmasked look is a fresh, audited read.
  const unmaskedList = trpc.adminPayments.unmasked.useQuery(input, {
    ...options,
    enabled: !masked,
    gcTime: 0,
    staleTime: 0,
  });
  const list = masked ? maskedList : unmaskedList;
  const [details, setDetails] = useState<AdminPaymentDetails | null>(null);
  const mono = (
    header: string,
    value: (r: AdminPaymentDetails) => string | null,
  ): Column<AdminPaymentDetails> => ({
    header,
    className: 'whitespace-nowrap font-mono text-xs',
    cell: (r) => value(r) ?? '—',
  });
  const columns: Column<AdminPaymentDetails>[] = [
    {
      header: 'User',
      cell: (r) => (
        <>
          <p className="font-medium text-slate-900">{r.full_name}</p>
          {r.username && <p className="text-xs text-slate-500">@{r.username}</p>}
        </>
      ),
    },
    { header: 'UPI ID', className: 'whitespace-nowrap', cell: (r) => r.upi_id ?? '—' },
    mono('PAN', (r) => r.pan_number),
    mono('Aadhaar', (r) => r.aadhaar_number),
    {
      header: 'Account',
      className: 'whitespace-nowrap font-mono text-xs',
      cell: (r) => (
        <>
          {r.account_number ?? '—'}
          {r.bank_name && <span className="block font-sans text-slate-500">{r.bank_name}</span>}
        </>
      ),
    },
    {
      header: 'Consent',
      cell: (r) =>
        r.consent_given ? <Badge tone="green">Given</Badge> : <Badge tone="red">Not given</Badge>,
    },
    {
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDetails(r)}
          aria-label={`View details of ${r.full_name}`}
        >
          View Details
        </Button>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            User Payment Details
            <Badge tone={masked ? 'green' : 'red'}>{masked ? 'Masked' : 'Unmasked'}</Badge>
          </span>
        }
        description="Payout details creators saved: PAN, Aadhaar, bank account and UPI."
        actions={
          <Button
            variant={masked ? 'secondary' : 'primary'}
            onClick={() => {
              setDetails(null);
              setMasked((m) => !m);
            }}
          >
            {masked ? 'Unmasked View' : 'Masked View'}
          </Button>
        }
      />
      {!masked && (
        <div role="note" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Security notice</p>
          <p className="mt-1">
            You are viewing highly sensitive details: full PAN, Aadhaar and bank account numbers. Every
            unmasked view is recorded in the audit log with your name. Do not copy, share or store these
            numbers, and switch back to the masked view when you are done.
          </p>
        </div>
      )}
      <div className="mb-3">
        <SearchInput
          label="Search payment details"
          placeholder="Search by name, username or UPI ID..."
          value={search}
          onChange={setSearch}
        />
      </div>
      <AdminList
        caption={`Payment details, ${masked ? 'masked' : 'unmasked'}`}
        pagerLabel="Payment details pages"
        query={list}
        rows={list.data?.paymentDetails}
        paging={paging}
        rowKey={(r) => r.id}
        columns={columns}
        empty={term ? 'No users found matching your search.' : 'No users have saved payment details yet.'}
        failure={() => FETCH_FAILED}
      />
      <PaymentDetailsDialog record={details} masked={masked} onClose={() => setDetails(null)} />
    </div>
  );
}
