import { useState } from 'react';
import type { SuspensionOutput } from '@shared/schemas/suspension';
import { formatAdminDateTime } from '@shared/dates';
import { Badge, Button, Dialog, TextAreaField, statusLabel, statusTone } from '@client/components/ui';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { useResetOnChange } from '@client/lib/use-reset-on-change';
import { failureMessage } from '@client/lib/failure';
import { Detail, DetailSection } from '../shared/detail-list';
import { typeTone } from '../shared/suspension-history';

/** The notes a cancellation carries when the admin writes none. */
const DEFAULT_CANCEL_NOTE = 'Suspension cancelled by admin';

const metadataText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** A suspension's full record; an active one can be cancelled here, with notes. */
export function SuspensionDetailsDialog({
  suspension,
  onClose,
}: {
  suspension: SuspensionOutput | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [notes, setNotes] = useState('');
  const cancel = trpc.suspensions.update.useMutation();
  useResetOnChange(suspension?.id, () => setNotes(''));

  const s = suspension;
  const submit = async () => {
    if (!s) return;
    try {
      await cancel.mutateAsync({
        id: s.id,
        status: 'cancelled',
        admin_notes: notes.trim() || DEFAULT_CANCEL_NOTE,
      });
      toast({
        variant: 'success',
        title: 'Suspension updated',
        description: 'Suspension status has been updated successfully.',
      });
      void utils.suspensions.invalidate();
      void utils.adminUsers.invalidate();
      void utils.adminDirectory.invalidate();
      onClose();
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Error',
        description: failureMessage(error, 'Failed to update suspension status.'),
      });
    }
  };

  const duration = metadataText(s?.metadata.suspension_duration);
  return (
    <Dialog
      open={s !== null}
      onClose={onClose}
      size="lg"
      title="Suspension Details"
      description={
        s ? (
          <span className="flex flex-wrap gap-2">
            <Badge tone={typeTone(s.suspension_type)}>{statusLabel(s.suspension_type)}</Badge>
            <Badge tone={s.status === 'active' ? 'red' : statusTone(s.status)}>{statusLabel(s.status)}</Badge>
          </span>
        ) : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {s?.status === 'active' && (
            <Button variant="danger" onClick={() => void submit()} loading={cancel.isPending}>
              Cancel Suspension
            </Button>
          )}
        </>
      }
    >
      {s && (
        <div className="space-y-4">
          <DetailSection title="User">
            <Detail label="Name">{s.user_name}</Detail>
            <Detail label="Email">{s.user_email}</Detail>
          </DetailSection>
          <DetailSection title="Suspension">
            <Detail label="Reason" wide>
              <span className="whitespace-pre-line">{s.reason}</span>
            </Detail>
            <Detail label="Created">{formatAdminDateTime(s.created_at)}</Detail>
            <Detail label="Expires">{s.expires_at ? formatAdminDateTime(s.expires_at) : 'Never'}</Detail>
            <Detail label="Duration">{duration}</Detail>
            <Detail label="Ended">
              {s.ended_at ? formatAdminDateTime(s.ended_at) : s.status === 'active' ? 'Still in force' : null}
            </Detail>
            <Detail label="From a report">{s.report_id ? 'Yes' : 'No'}</Detail>
            <Detail label="Admin notes" wide>
              {s.admin_notes}
            </Detail>
          </DetailSection>
          {s.status === 'active' && (
            <TextAreaField
              label="Cancellation notes (optional)"
              rows={2}
              maxLength={1000}
              placeholder={DEFAULT_CANCEL_NOTE}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
