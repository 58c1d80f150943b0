import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UNSETTLED_PAYOUTS } from '@shared/enums';
import { financialYearOf } from '@shared/financial-year';
import { useToast } from '@client/components/toast';
import { Button, buttonClass, Card, LoadFailed, Pager, SkeletonList } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { usePaging } from '@client/lib/use-paging';
import { downloadStatement } from './download-statement';
import { FinancialYearPicker } from './financial-year-picker';
import { InvoicesSection } from './invoices-section';
import { financialYearLabel } from './financial-years';
import { PanNotice } from './pan-notice';
import { PaymentDetailsNotice } from './payment-details-notice';
import { PayoutsList } from './payouts-list';
import { StatementSummary } from './statement-summary';
import { wholeYear } from './year-payouts';

/** Payouts per page of the Earnings tab. */
const PAGE_SIZE = 20;

/**
 * Earnings: the payouts of a financial year, a page at a time, each with its lines and what it waits
 * for, and that year's statement with its CSV and printable page (docs/product.md#payouts,
 * docs/product.md#statement).
 */
export function EarningsTab() {
  const { t } = useTranslation('app', { keyPrefix: 'creator.earnings' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const [fy, setFy] = useState(() => financialYearOf());
  const paging = usePaging(fy, PAGE_SIZE);
  const [downloading, setDownloading] = useState(false);
  // Another year or page keeps the screen as it is until its answer arrives.
  const mine = trpc.payouts.my.useQuery(
    { fy, limit: PAGE_SIZE, offset: paging.offset },
    { placeholderData: (previous) => previous },
  );

  const download = async () => {
    setDownloading(true);
    try {
      downloadStatement(await wholeYear((input) => utils.client.payouts.my.query(input), fy));
    } catch (error) {
      toast({
        variant: 'error',
        title: t('downloadFailed'),
        description: failureMessage(error, t('statementFailed')),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="earnings-heading" className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="earnings-heading" className="text-xl font-semibold">
            {t('heading')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('intro')}</p>
        </div>
        <FinancialYearPicker value={fy} onChange={setFy} />
      </div>
      {mine.isPending ? (
        <SkeletonList count={2} className="h-32" />
      ) : mine.isError ? (
        <LoadFailed title={t('loadFailed')} onRetry={mine.refetch} />
      ) : (
        <>
          {!mine.data.statement.pan_on_file && <PanNotice statement={mine.data.statement} />}
          {mine.data.payouts.some(
            (p) => UNSETTLED_PAYOUTS.includes(p.status) && !p.payment_details_on_file,
          ) && <PaymentDetailsNotice />}
          <div>
            <h3 className="mb-3 text-lg font-semibold text-slate-900">
              {t('payoutsIn', { year: financialYearLabel(mine.data.statement.fy) })}
            </h3>
            <div aria-busy={mine.isPlaceholderData || undefined}>
              <PayoutsList payouts={mine.data.payouts} />
            </div>
            <Pager
              label={t('payoutPages')}
              paging={paging}
              shown={mine.data.payouts.length}
              total={mine.data.total}
            />
          </div>
          <Card>
            <h3 className="text-lg font-semibold text-slate-900">
              {t('statementFor', { year: financialYearLabel(mine.data.statement.fy) })}
            </h3>
            <div className="mb-5 mt-3 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={mine.isPlaceholderData}
                loading={downloading}
                onClick={() => void download()}
              >
                {t('downloadCsv')}
              </Button>
              <Link to="/earnings/statement" search={{ fy }} className={buttonClass('secondary', 'sm')}>
                {t('printableLink')}
              </Link>
            </div>
            <div aria-busy={mine.isPlaceholderData || undefined}>
              <StatementSummary statement={mine.data.statement} level={4} />
            </div>
          </Card>
        </>
      )}
      <InvoicesSection />
    </section>
  );
}
