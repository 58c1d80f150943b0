import { useTranslation } from 'react-i18next';
import type { AdminPaymentDetails } from '@shared/schemas/admin-payments';
import { formatAdminDateTime } from '@shared/dates';
import { Badge, Button, Dialog } from '@client/components/ui';
import { Detail, DetailSection } from '../shared/detail-list';

/**
 * A stored identity document, opened in a new tab. The address is the server's document route,
 * which checks the admin's session on every request and records the view in the audit log.
 */
function DocumentLink({ url, label }: { url: string | null; label: string }) {
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-indigo-700 underline hover:text-indigo-900"
    >
      {label}
    </a>
  );
}

export function PaymentDetailsDialog({
  record,
  masked,
  onClose,
}: {
  record: AdminPaymentDetails | null;
  masked: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'paymentManagement' });
  const r = record;
  return (
    <Dialog
      open={r !== null}
      onClose={onClose}
      size="lg"
      title={r ? t('dialog.title', { name: r.full_name }) : t('dialog.titleEmpty')}
      description={masked ? t('dialog.maskedText') : t('dialog.unmaskedText')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      }
    >
      {r && (
        <div className="space-y-4">
          <DetailSection title={t('dialog.user')}>
            <Detail label={t('dialog.name')}>{r.full_name}</Detail>
            <Detail label={t('dialog.username')}>{r.username && `@${r.username}`}</Detail>
            <Detail label={t('dialog.email')}>{r.email}</Detail>
            <Detail label={t('dialog.consent')}>
              {r.consent_given ? (
                <Badge tone="green">{t('given')}</Badge>
              ) : (
                <Badge tone="red">{t('notGiven')}</Badge>
              )}
            </Detail>
          </DetailSection>
          <DetailSection title={t('dialog.identity')}>
            <Detail label={t('dialog.panNumber')}>
              {r.pan_number && <span className="font-mono">{r.pan_number}</span>}
            </Detail>
            <Detail label={t('dialog.panDocument')}>
              <DocumentLink url={r.pan_document_url} label={t('dialog.viewPan')} />
            </Detail>
            <Detail label={t('dialog.aadhaarNumber')}>
              {r.aadhaar_number && <span className="font-mono">{r.aadhaar_number}</span>}
            </Detail>
            <Detail label={t('dialog.aadhaarDocument')}>
              <DocumentLink url={r.aadhaar_document_url} label={t('dialog.viewAadhaar')} />
            </Detail>
          </DetailSection>
          <DetailSection title={t('dialog.bank')}>
            <Detail label={t('dialog.upi')}>{r.upi_id}</Detail>
            <Detail label={t('dialog.holder')}>{r.account_holder_name}</Detail>
            <Detail label={t('dialog.accountNumber')}>
              {r.account_number && <span className="font-mono">{r.account_number}</span>}
            </Detail>
            <Detail label={t('dialog.ifsc')}>
              {r.ifsc_code && <span className="font-mono">{r.ifsc_code}</span>}
            </Detail>
            <Detail label={t('dialog.bankName')}>{r.bank_name}</Detail>
          </DetailSection>
          <DetailSection title={t('dialog.record')}>
            <Detail label={t('dialog.saved')}>{formatAdminDateTime(r.created_at)}</Detail>
            <Detail label={t('dialog.updated')}>{formatAdminDateTime(r.updated_at)}</Detail>
          </DetailSection>
        </div>
      )}
    </Dialog>
  );
}
