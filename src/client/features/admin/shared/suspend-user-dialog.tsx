import { useState } from 'react';
import { SUSPENSION_TYPES } from '@shared/enums';
import { formatAdminDateTime } from '@shared/dates';
import { Button, Dialog, SelectField, TextAreaField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { useSuspensionOutcome } from './use-suspension-outcome';

type SuspensionType = (typeof SUSPENSION_TYPES)[number];
export type AccountKind = 'user' | 'brand';

const DAY_MS = 86_400_000;

/** The quick durations (docs/product.md#suspension-durations): a warning lasts a day, a temporary suspension 7 days, a permanent one has no end. */
export const QUICK_DURATIONS: Record<SuspensionType, { label: string; days: number | null }> = {
  warning: { label: '1 day', days: 1 },
  temporary: { label: '7 days', days: 7 },
  permanent: { label: 'No expiry', days: null },
};

const TYPE_OPTIONS = SUSPENSION_TYPES.map((t) => ({
  value: t,
  label: `${t[0]!.toUpperCase()}${t.slice(1)} (${QUICK_DURATIONS[t].label.toLowerCase()})`,
}));

type Props = { account: { id: string; name: string } | null; kind: AccountKind; onClose: () => void };

/** Suspend a creator or a brand: a type and a reason, both required. */
export function SuspendUserDialog({ account, kind, onClose }: Props) {
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
        metadata: { suspension_duration: QUICK_DURATIONS[type].label },
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
      title={kind === 'brand' ? 'Suspend Brand' : 'Suspend User'}
      description={
        account
          ? `Suspend ${account.name}. A temporary or permanent suspension signs them out at once.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => void submit()}
            disabled={!ready}
            loading={suspend.isPending}
          >
            {type === 'warning' ? 'Send Warning' : 'Suspend'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <SelectField
          label="Suspension type"
          value={type}
          placeholder="Select a type"
          options={TYPE_OPTIONS}
          onChange={(e) => setType(e.target.value as SuspensionType | '')}
          hint={
            type
              ? days === null
                ? 'Never expires; an admin can lift it.'
                : // eslint-disable-next-line react-hooks/purity -- when a suspension made now would end: the clock at each render is the answer (no React Compiler caches it)
                  `Ends ${formatAdminDateTime(Date.now() + days * DAY_MS)}.${type === 'warning' ? ' A warning does not block sign-in.' : ''}`
              : undefined
          }
        />
        <TextAreaField
          label="Reason"
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
