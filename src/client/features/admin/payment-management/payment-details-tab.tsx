import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminPaymentDetails } from '@shared/schemas/admin-payments';
import { Badge, Button, EmptyState, SearchInput, SkeletonList } from '@client/components/ui';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { InlineError } from '../shared/inline-error';
import { Pager } from '../shared/pager';
import { usePaging } from '../shared/paging';
import { SectionHeader } from '../shared/section-header';
import { DataTable, Td, Th } from '../shared/table';
import { useDebounced } from '@client/lib/use-debounced';
import { PaymentDetailsDialog } from './payment-details-dialog';

const FETCH_FAILED = 'Failed to fetch user payment details.';

/**
 * Users' payment details. It opens masked, unlike the original product (which opened unmasked): showing full
 * Aadhaar numbers by default breaks the Aadhaar Act's display rules. Unmasked is one click away,
 * and the server records every unmasked read in the audit log.
 */
export function PaymentDetailsTab() {
  const toast = useToast();
  const [masked, setMasked] = useState(true);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const paging = usePaging(`${term}|${masked}`);
  const input = { search: term || undefined, ...paging.request };
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
  const { rows, hasNext } = paging.slice(list.data?.paymentDetails);
  const [details, setDetails] = useState<AdminPaymentDetails | null>(null);

  useEffect(() => {
    if (list.isError) toast({ variant: 'error', title: 'Error', description: FETCH_FAILED });
  }, [list.isError, toast]);

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
      {list.isPending ? (
        <SkeletonList count={3} className="h-12" />
      ) : list.isError ? (
        <InlineError
          action={
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        >
          {FETCH_FAILED}
        </InlineError>
      ) : rows.length === 0 ? (
        <EmptyState
          title={term ? 'No users found matching your search.' : 'No users have saved payment details yet.'}
        />
      ) : (
        <>
          <DataTable
            caption={`Payment details, ${masked ? 'masked' : 'unmasked'}`}
            busy={list.isPlaceholderData}
          >
            <thead>
              <tr>
                <Th>User</Th>
                <Th>UPI ID</Th>
                <Th>PAN</Th>
                <Th>Aadhaar</Th>
                <Th>Account</Th>
                <Th>Consent</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id}>
                  <Td>
                    <p className="font-medium text-slate-900">{r.full_name}</p>
                    {r.username && <p className="text-xs text-slate-500">@{r.username}</p>}
                  </Td>
                  <Td className="whitespace-nowrap">{r.upi_id ?? '—'}</Td>
                  <Td className="whitespace-nowrap font-mono text-xs">{r.pan_number ?? '—'}</Td>
                  <Td className="whitespace-nowrap font-mono text-xs">{r.aadhaar_number ?? '—'}</Td>
                  <Td className="whitespace-nowrap font-mono text-xs">
                    {r.account_number ?? '—'}
                    {r.bank_name && <span className="block font-sans text-slate-500">{r.bank_name}</span>}
                  </Td>
                  <Td>
                    {r.consent_given ? (
                      <Badge tone="green">Given</Badge>
                    ) : (
                      <Badge tone="red">Not given</Badge>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setDetails(r)}
                      aria-label={`View details of ${r.full_name}`}
                    >
                      View Details
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            label="Payment details"
            offset={paging.offset}
            shown={rows.length}
            hasNext={hasNext}
            onPrevious={paging.previous}
            onNext={paging.next}
          />
        </>
      )}
      <PaymentDetailsDialog record={details} masked={masked} onClose={() => setDetails(null)} />
    </div>
  );
}
