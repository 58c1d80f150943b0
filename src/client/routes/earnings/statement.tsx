import { createFileRoute } from '@tanstack/react-router';
import { financialYearOf, isFinancialYear } from '@shared/financial-year';
import { PrintableStatement } from '@client/features/creator/earnings/printable-statement';
import { pageTitle } from '@client/lib/page-title';
import { requireRole } from '@client/features/session/guards';

/**
 * The creator's printable statement of a financial year (docs/product.md#statement): `fy`, else
 * the current one. Creators only; others go where requireRole sends them.
 */
export const Route = createFileRoute('/earnings/statement')({
  validateSearch: (search: Record<string, unknown>): { fy?: string } => ({
    fy: typeof search.fy === 'string' && isFinancialYear(search.fy) ? search.fy : undefined,
  }),
  beforeLoad: requireRole('creator'),
  head: ({ match }) =>
    pageTitle({ key: 'statement', values: { fy: match.search.fy ?? financialYearOf() } }, 'earnings'),
  component: StatementRoute,
});

function StatementRoute() {
  const { fy = financialYearOf() } = Route.useSearch();
  return <PrintableStatement fy={fy} />;
}
