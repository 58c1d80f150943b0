import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_STATUSES, type OfferStatus } from '@shared/enums';
import { formatDate } from '@shared/dates';
import { formatRupees } from '@shared/format';
import type { Offer } from '@shared/schemas/offers';
import { useToast } from '@client/components/toast';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  LoadFailed,
  SelectField,
  SkeletonList,
  statusLabel,
  statusTone,
} from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { CounterDialog } from './counter-dialog';

type Side = 'creator' | 'brand';
type Answer = { offer: Offer; action: 'accept' | 'decline' | 'withdraw' };

/** Read when drawn: the names follow the page's language. */
const statusOptions = () => OFFER_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

/**
 * The Offers tab of both dashboards (docs/product.md#direct-offers): a creator's received offers
 * (accept, decline, counter once), a brand's sent ones (answer a counter, withdraw).
 */
export function OffersTab({ side }: { side: Side }) {
  const { t } = useTranslation('app', { keyPrefix: 'offers.tab' });
  const [status, setStatus] = useState<OfferStatus | ''>('');
  const list = trpc.offers.my.useQuery(status ? { status } : {});
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [countering, setCountering] = useState<Offer | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {side === 'brand' ? t('sentHeading') : t('receivedHeading')}
        </h2>
        <SelectField
          label={t('status')}
          placeholder={t('allStatuses')}
          options={statusOptions()}
          value={status}
          onChange={(e) => setStatus(e.target.value as OfferStatus | '')}
          className="w-48"
        />
      </div>
      {list.isError ? (
        <LoadFailed title={t('loadFailed')} onRetry={() => list.refetch()} />
      ) : list.isLoading ? (
        <SkeletonList />
      ) : list.data!.offers.length === 0 ? (
        <EmptyState title={side === 'brand' ? t('emptyBrand') : t('emptyCreator')} />
      ) : (
        <ul className="space-y-3" aria-label={t('list')}>
          {list.data!.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                side={side}
                onAnswer={(action) => setAnswer({ offer, action })}
                onCounter={() => setCountering(offer)}
              />
            </li>
          ))}
        </ul>
      )}
      <AnswerDialog answer={answer} onClose={() => setAnswer(null)} />
      <CounterDialog offer={countering} onClose={() => setCountering(null)} />
    </div>
  );
}

function OfferCard({
  offer: o,
  side,
  onAnswer,
  onCounter,
}: {
  offer: Offer;
  side: Side;
  onAnswer: (action: Answer['action']) => void;
  onCounter: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'offers.tab' });
  const open = o.status === 'pending' || o.status === 'countered';
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{o.campaign_title}</h3>
          <p className="text-sm text-slate-600">
            {side === 'brand' ? t('to', { name: o.creator_name }) : t('from', { name: o.brand_name })}
          </p>
        </div>
        <Badge tone={o.status === 'countered' ? 'blue' : statusTone(o.status)}>{statusLabel(o.status)}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t('amount')}</dt>
          <dd className="font-medium">{formatRupees(o.amount)}</dd>
        </div>
        {o.counter_amount !== null && (
          <div>
            <dt className="text-slate-600">{t('counter')}</dt>
            <dd className="font-medium">{formatRupees(o.counter_amount)}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">{t('deadline')}</dt>
          <dd>{formatDate(o.deadline)}</dd>
        </div>
        {open && (
          <div>
            <dt className="text-slate-600">{t('answerBy')}</dt>
            <dd>{formatDate(o.expires_at)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm">{o.deliverables}</p>
      {o.message && (
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-700">“{o.message}”</p>
      )}
      {o.counter_message && (
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-700">
          {t('counterMessage', { message: o.counter_message })}
        </p>
      )}
      {o.decline_reason && (
        <p className="mt-2 text-sm text-slate-700">{t('reason', { reason: o.decline_reason })}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {side === 'creator' && o.status === 'pending' && (
          <>
            <Button size="sm" onClick={() => onAnswer('accept')}>
              {t('accept')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onCounter}>
              {t('counter')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onAnswer('decline')}>
              {t('decline')}
            </Button>
          </>
        )}
        {side === 'brand' && o.status === 'countered' && (
          <>
            <Button size="sm" onClick={() => onAnswer('accept')}>
              {t('acceptCounter')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onAnswer('decline')}>
              {t('declineCounter')}
            </Button>
          </>
        )}
        {side === 'brand' && open && (
          <Button size="sm" variant="secondary" onClick={() => onAnswer('withdraw')}>
            {t('withdraw')}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Asks before accepting, declining or withdrawing, then does it. */
function AnswerDialog({ answer, onClose }: { answer: Answer | null; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'offers.answer' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const accept = trpc.offers.accept.useMutation();
  const decline = trpc.offers.decline.useMutation();
  const withdraw = trpc.offers.withdraw.useMutation();
  const mutation = { accept, decline, withdraw }[answer?.action ?? 'accept'];
  const action = answer?.action ?? 'accept';
  const o = answer?.offer;
  const amount = o ? (o.status === 'countered' ? o.counter_amount! : o.amount) : 0;

  const confirm = async () => {
    if (!answer) return;
    try {
      await mutation.mutateAsync({ id: answer.offer.id });
      toast({
        variant: 'success',
        title: t(`${action}.done`),
        description: answer.action === 'accept' ? t('started') : t('otherTold'),
      });
    } catch (error) {
      toast({ variant: 'error', title: t('error'), description: failureMessage(error, t('tryAgain')) });
    } finally {
      void utils.offers.my.invalidate();
      void utils.applications.invalidate();
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={answer !== null}
      title={t(`${action}.title`)}
      message={o ? t(`${action}.message`, { campaign: o.campaign_title, amount: formatRupees(amount) }) : ''}
      confirmLabel={t(`${action}.verb`)}
      confirmVariant={answer?.action === 'accept' ? 'primary' : 'danger'}
      loading={mutation.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
