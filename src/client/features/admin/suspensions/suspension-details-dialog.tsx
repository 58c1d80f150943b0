import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuspensionOutput } from '@shared/schemas/suspension';
import { formatAdminDateTime } from '@shared/dates';
import { Badge, Button, Dialog, TextAreaField, statusLabel, statusTone } from '@client/components/ui';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { useResetOnChange } from '@client/lib/use-reset-on-change';
import { failureMessage } from '@client/lib/failure';
import { Detail, DetailSection } from '../shared/detail-list';
import { typeTone } from '../shared/suspension-history';

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
  const { t } = useTranslation('admin', { keyPrefix: 'suspensions.dialog' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const [notes, setNotes] = useState('');
  const cancel = trpc.suspensions.update.useMutation();
  useResetOnChange(suspension?.id, () => setNotes(''));

  const s = suspension;
  /** The notes a cancellation carries when the admin writes none, in the admin's language. */
  const defaultNote = t('defaultNote');
  const submit = async () => {
    if (!s) return;
    try {
      await cancel.mutateAsync({
        id: s.id,
        status: 'cancelled',
        admin_notes: notes.trim() || defaultNote,
      });
      toast({
        variant: 'success',
        title: t('updated'),
        description: t('updatedText'),
      });
      void utils.suspensions.invalidate();
      void utils.adminUsers.invalidate();
      void utils.adminDirectory.invalidate();
      onClose();
    } catch (error) {
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(error, t('failed')),
      });
    }
  };

  const duration = metadataText(s?.metadata.suspension_duration);
  return (
    <Dialog
      open={s !== null}
      onClose={onClose}
      size="lg"
      title={t('title')}
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
            {t('close')}
          </Button>
          {s?.status === 'active' && (
            <Button variant="danger" onClick={() => void submit()} loading={cancel.isPending}>
              {t('cancelSuspension')}
            </Button>
          )}
        </>
      }
    >
      {s && (
        <div className="space-y-4">
          <DetailSection title={t('user')}>
            <Detail label={t('name')}>{s.user_name}</Detail>
            <Detail label={t('email')}>{s.user_email}</Detail>
          </DetailSection>
          <DetailSection title={t('suspension')}>
            <Detail label={t('reason')} wide>
              <span className="whitespace-pre-line">{s.reason}</span>
            </Detail>
            <Detail label={t('created')}>{formatAdminDateTime(s.created_at)}</Detail>
            <Detail label={t('expires')}>
              {s.expires_at ? formatAdminDateTime(s.expires_at) : t('never')}
            </Detail>
            <Detail label={t('duration')}>{duration}</Detail>
            <Detail label={t('ended')}>
              {s.ended_at
                ? formatAdminDateTime(s.ended_at)
                : s.status === 'active'
                  ? t('stillInForce')
                  : null}
            </Detail>
            <Detail label={t('fromReport')}>{s.report_id ? t('yes') : t('no')}</Detail>
            <Detail label={t('adminNotes')} wide>
              {s.admin_notes}
            </Detail>
          </DetailSection>
          {s.status === 'active' && (
            <TextAreaField
              label={t('cancelNotes')}
              rows={2}
              maxLength={1000}
              placeholder={defaultNote}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
