import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentDetails } from '@shared/schemas/admin-payments';
import { Badge, Button, SearchInput } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { SectionHeader } from '../shared/section-header';
import { useDebounced } from '@client/lib/use-debounced';
import { PaymentDetailsDialog } from './payment-details-dialog';

/**
 * Users' payment details. It opens masked, unlike the original product (which opened unmasked): showing full
 * Aadhaar numbers by default breaks the Aadhaar Act's display rules. Unmasked is one click away,
 * and the server records every unmasked read in the audit log.
 */
export function PaymentDetailsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'paymentManagement' });
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
      header: t('columns.user'),
      cell: (r) => (
        <>
          <p className="font-medium text-slate-900">{r.full_name}</p>
          {r.username && <p className="text-xs text-slate-500">@{r.username}</p>}
        </>
      ),
    },
    { header: t('columns.upi'), className: 'whitespace-nowrap', cell: (r) => r.upi_id ?? '—' },
    mono(t('columns.pan'), (r) => r.pan_number),
    mono(t('columns.aadhaar'), (r) => r.aadhaar_number),
    {
      header: t('columns.account'),
      className: 'whitespace-nowrap font-mono text-xs',
      cell: (r) => (
        <>
          {r.account_number ?? '—'}
          {r.bank_name && <span className="block font-sans text-slate-500">{r.bank_name}</span>}
        </>
      ),
    },
    {
      header: t('columns.consent'),
      cell: (r) =>
        r.consent_given ? (
          <Badge tone="green">{t('given')}</Badge>
        ) : (
          <Badge tone="red">{t('notGiven')}</Badge>
        ),
    },
    {
      header: t('columns.actions'),
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDetails(r)}
          aria-label={t('viewDetailsOf', { name: r.full_name })}
        >
          {t('viewDetails')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {t('title')}
            <Badge tone={masked ? 'green' : 'red'}>{masked ? t('masked') : t('unmasked')}</Badge>
          </span>
        }
        description={t('description')}
        actions={
          <Button
            variant={masked ? 'secondary' : 'primary'}
            onClick={() => {
              setDetails(null);
              setMasked((m) => !m);
            }}
          >
            {masked ? t('unmaskedView') : t('maskedView')}
          </Button>
        }
      />
      {!masked && (
        <div role="note" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{t('notice.title')}</p>
          <p className="mt-1">{t('notice.text')}</p>
        </div>
      )}
      <div className="mb-3">
        <SearchInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>
      <AdminList
        caption={masked ? t('captionMasked') : t('captionUnmasked')}
        pagerLabel={t('pages')}
        query={list}
        rows={list.data?.paymentDetails}
        paging={paging}
        rowKey={(r) => r.id}
        columns={columns}
        empty={term ? t('noMatch') : t('none')}
        failure={() => t('fetchFailed')}
      />
      <PaymentDetailsDialog record={details} masked={masked} onClose={() => setDetails(null)} />
    </div>
  );
}
