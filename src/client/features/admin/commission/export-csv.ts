import type { TransactionFilters } from '@shared/schemas/transactions';
import { indiaDate } from '@shared/dates';
import { downloadBlob } from '@client/lib/download';
import { i18n } from '@client/i18n/i18n';

/** The query string of the transaction filters, leaving out empty ones (shared by the list and the export). */
export function filterQuery(filters: TransactionFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}

/** The file name the server gave (Content-Disposition), else commission-report-{date}.csv (docs/product.md#commission-csv). */
function fileNameOf(response: Response) {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `commission-report-${indiaDate()}.csv`;
}

/**
 * Downloads the server's commission CSV for these filters. The session cookie rides along (same
 * origin); a refusal throws with the server's message.
 */
export async function downloadCommissionCsv(filters: TransactionFilters) {
  const query = filterQuery(filters);
  const response = await fetch(`/api/admin/transactions/export.csv${query ? `?${query}` : ''}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(
      body?.error ?? i18n.t('commission.exportFailedStatus', { ns: 'admin', status: response.status }),
    );
  }
  downloadBlob(await response.blob(), fileNameOf(response));
}
