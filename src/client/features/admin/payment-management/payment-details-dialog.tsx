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
  const r = record;
  return (
    <Dialog
      open={r !== null}
      onClose={onClose}
      size="lg"
      title={r ? `Payment Details: ${r.full_name}` : 'Payment Details'}
      description={
        masked
          ? 'Masked view: identity and account numbers show only their last 4 characters.'
          : 'Unmasked view: full numbers. This view was recorded in the audit log.'
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {r && (
        <div className="space-y-4">
          <DetailSection title="User">
            <Detail label="Name">{r.full_name}</Detail>
            <Detail label="Username">{r.username && `@${r.username}`}</Detail>
            <Detail label="Email">{r.email}</Detail>
            <Detail label="Consent">
              {r.consent_given ? <Badge tone="green">Given</Badge> : <Badge tone="red">Not given</Badge>}
            </Detail>
          </DetailSection>
          <DetailSection title="Identity">
            <Detail label="PAN number">
              {r.pan_number && <span className="font-mono">{r.pan_number}</span>}
            </Detail>
            <Detail label="PAN document">
              <DocumentLink url={r.pan_document_url} label="View PAN document" />
            </Detail>
            <Detail label="Aadhaar number">
              {r.aadhaar_number && <span className="font-mono">{r.aadhaar_number}</span>}
            </Detail>
            <Detail label="Aadhaar document">
              <DocumentLink url={r.aadhaar_document_url} label="View Aadhaar document" />
            </Detail>
          </DetailSection>
          <DetailSection title="Bank and UPI">
            <Detail label="UPI ID">{r.upi_id}</Detail>
            <Detail label="Account holder">{r.account_holder_name}</Detail>
            <Detail label="Account number">
              {r.account_number && <span className="font-mono">{r.account_number}</span>}
            </Detail>
            <Detail label="IFSC">{r.ifsc_code && <span className="font-mono">{r.ifsc_code}</span>}</Detail>
            <Detail label="Bank">{r.bank_name}</Detail>
          </DetailSection>
          <DetailSection title="Record">
            <Detail label="Saved">{formatAdminDateTime(r.created_at)}</Detail>
            <Detail label="Last updated">{formatAdminDateTime(r.updated_at)}</Detail>
          </DetailSection>
        </div>
      )}
    </Dialog>
  );
}
