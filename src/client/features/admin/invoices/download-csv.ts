import { downloadBlob } from '@client/lib/download';
import { i18n } from '@client/i18n/i18n';

/**
 * Downloads one of the invoices tab's CSV files (docs/product.md#admin-invoices); the session cookie
 * rides along (same origin) and the server audits the download. A refusal throws with its message.
 */
export async function downloadAdminCsv(path: string, fileName: string) {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(
      body?.error ?? i18n.t('invoices.exportFailedStatus', { ns: 'admin', status: response.status }),
    );
  }
  downloadBlob(await response.blob(), fileName);
}
