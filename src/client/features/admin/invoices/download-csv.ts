import { downloadBlob } from '@client/lib/download';

/**
 * Downloads one of the invoices tab's CSV files (docs/product.md#admin-invoices); the session cookie
 * rides along (same origin) and the server audits the download. A refusal throws with its message.
 */
export async function downloadAdminCsv(path: string, fileName: string) {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `Export failed (${response.status})`);
  }
  downloadBlob(await response.blob(), fileName);
}
