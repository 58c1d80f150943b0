import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_TYPES } from '@shared/enums';
import { formatAdminDateTime } from '@shared/dates';
import { Button, Dialog, SelectField, TextAreaField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { useSuspensionOutcome } from './use-suspension-outcome';

type SuspensionType = (typeof SUSPENSION_TYPES)[number];
export type AccountKind = 'user' | 'brand';

const DAY_MS = 86_400_000;

/**
 * The quick durations (docs/product.md#suspension-durations): a warning lasts a day, a temporary
 * suspension 7 days, a permanent one has no end. `recorded`: the suspension's metadata, in English
 * as the server writes a report's suspension (the record's words, not the screen's).
 */
export const QUICK_DURATIONS: Record<SuspensionType, { recorded: string; days: number | null }> = {
  warning: { recorded: '1 day', days: 1 },
  temporary: { recorded: '7 days', days: 7 },
  permanent: { recorded: 'No expiry', days: null },
};

type Props = { account: { id: string; name: string } | null; kind: AccountKind; onClose: () => void };

/** Suspend a creator or a brand: a type and a reason, both required. */
export function SuspendUserDialog({ account, kind, onClose }: Props) {
  const { t } = useTranslation('admin', { keyPrefix: 'shared.suspend' });
  const outcome = useSuspensionOutcome(kind);
  const [type, setType] = useState<SuspensionType | ''>('');
  const [reason, setReason] = useState('');
  const suspend = trpc.suspensions.create.useMutation();

  const close = () => {
    setType('');
    setReason('');
    onClose();
  };

  const days = type ? QUICK_DURATIONS[type].days : null;
  const ready = type !== '' && reason.trim() !== '';

  const submit = async () => {
    if (!account || !type || !reason.trim()) return;
    try {
      await suspend.mutateAsync({
        user_id: account.id,
        suspension_type: type,
        reason: reason.trim(),
        expires_at: days === null ? null : new Date(Date.now() + days * DAY_MS).toISOString(),
        metadata: { suspension_duration: QUICK_DURATIONS[type].recorded },
      });
      outcome.succeeded(type === 'warning' ? 'warned' : 'suspended');
      close();
    } catch (error) {
      outcome.failed('suspend', error);
    }
  };

  return (
    <Dialog
      open={account !== null}
      onClose={close}
      title={kind === 'brand' ? t('titleBrand') : t('titleUser')}
      description={account ? t('description', { name: account.name }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void submit()}
            disabled={!ready}
            loading={suspend.isPending}
          >
            {type === 'warning' ? t('sendWarning') : t('suspend')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <SelectField
          label={t('type')}
          value={type}
          placeholder={t('selectType')}
          options={SUSPENSION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          onChange={(e) => setType(e.target.value as SuspensionType | '')}
          hint={
            type
              ? days === null
                ? t('neverExpires')
                : t(type === 'warning' ? 'endsWarning' : 'ends', {
                    // eslint-disable-next-line react-hooks/purity -- when a suspension made now would end: the clock at each render is the answer (no React Compiler caches it)
                    date: formatAdminDateTime(Date.now() + days * DAY_MS),
                  })
              : undefined
          }
        />
        <TextAreaField
          label={t('reason')}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
      </div>
    </Dialog>
  );
}
