import { indiaDate } from '@shared/dates';
import { downloadBlob } from '@client/lib/download';
import { i18n } from '@client/i18n/i18n';

/**
 * Downloads the bank bulk-transfer file of the due payouts (docs/product.md#payout-export). The
 * session cookie rides along (same origin); a refusal throws with the server's message.
 */
export async function downloadDuePayoutsCsv() {
  const response = await fetch('/api/admin/payouts/export?status=due', { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(
      body?.error ?? i18n.t('payouts.exportFailedStatus', { ns: 'admin', status: response.status }),
    );
  }
  downloadBlob(await response.blob(), `payouts-due-${indiaDate()}.csv`);
}
