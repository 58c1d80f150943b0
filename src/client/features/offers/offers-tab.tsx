import { useState } from 'react';
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

const STATUS_OPTIONS = OFFER_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

const WORDS: Record<Answer['action'], { title: string; verb: string; done: string }> = {
  accept: { title: 'Accept offer', verb: 'Accept', done: 'Offer accepted' },
  decline: { title: 'Decline offer', verb: 'Decline', done: 'Offer declined' },
  withdraw: { title: 'Withdraw offer', verb: 'Withdraw', done: 'Offer withdrawn' },
};

/**
 * The Offers tab of both dashboards (docs/product.md#direct-offers): a creator's received offers
 * (accept, decline, counter once), a brand's sent ones (answer a counter, withdraw).
 */
export function OffersTab({ side }: { side: Side }) {
  const [status, setStatus] = useState<OfferStatus | ''>('');
  const list = trpc.offers.my.useQuery(status ? { status } : {});
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [countering, setCountering] = useState<Offer | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold">{side === 'brand' ? 'Offers you sent' : 'Offers for you'}</h2>
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => setStatus(e.target.value as OfferStatus | '')}
          className="w-48"
        />
      </div>
      {list.isError ? (
        <LoadFailed title="Failed to load offers. Please try again." onRetry={() => list.refetch()} />
      ) : list.isLoading ? (
        <SkeletonList />
      ) : list.data!.offers.length === 0 ? (
        <EmptyState
          title={
            side === 'brand'
              ? 'No offers yet. Send one from a creator’s profile.'
              : 'No offers yet. Brands can send you offers for their campaigns.'
          }
        />
      ) : (
        <ul className="space-y-3" aria-label="Offers">
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
  const open = o.status === 'pending' || o.status === 'countered';
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{o.campaign_title}</h3>
          <p className="text-sm text-slate-600">
            {side === 'brand' ? `To ${o.creator_name}` : `From ${o.brand_name}`}
          </p>
        </div>
        <Badge tone={o.status === 'countered' ? 'blue' : statusTone(o.status)}>{statusLabel(o.status)}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-medium">{formatRupees(o.amount)}</dd>
        </div>
        {o.counter_amount !== null && (
          <div>
            <dt className="text-slate-600">Counter</dt>
            <dd className="font-medium">{formatRupees(o.counter_amount)}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">Deadline</dt>
          <dd>{formatDate(o.deadline)}</dd>
        </div>
        {open && (
          <div>
            <dt className="text-slate-600">Answer by</dt>
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
          Counter: “{o.counter_message}”
        </p>
      )}
      {o.decline_reason && <p className="mt-2 text-sm text-slate-700">Reason: {o.decline_reason}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {side === 'creator' && o.status === 'pending' && (
          <>
            <Button size="sm" onClick={() => onAnswer('accept')}>
              Accept
            </Button>
            <Button size="sm" variant="secondary" onClick={onCounter}>
              Counter
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onAnswer('decline')}>
              Decline
            </Button>
          </>
        )}
        {side === 'brand' && o.status === 'countered' && (
          <>
            <Button size="sm" onClick={() => onAnswer('accept')}>
              Accept counter
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onAnswer('decline')}>
              Decline counter
            </Button>
          </>
        )}
        {side === 'brand' && open && (
          <Button size="sm" variant="secondary" onClick={() => onAnswer('withdraw')}>
            Withdraw
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Asks before accepting, declining or withdrawing, then does it. */
function AnswerDialog({ answer, onClose }: { answer: Answer | null; onClose: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const accept = trpc.offers.accept.useMutation();
  const decline = trpc.offers.decline.useMutation();
  const withdraw = trpc.offers.withdraw.useMutation();
  const mutation = { accept, decline, withdraw }[answer?.action ?? 'accept'];
  const words = answer ? WORDS[answer.action] : WORDS.accept;
  const o = answer?.offer;
  const amount = o ? (o.status === 'countered' ? o.counter_amount! : o.amount) : 0;

  const confirm = async () => {
    if (!answer) return;
    try {
      await mutation.mutateAsync({ id: answer.offer.id });
      toast({
        variant: 'success',
        title: words.done,
        description:
          answer.action === 'accept'
            ? 'The collaboration has started: it is with your accepted applications.'
            : 'The other side was told.',
      });
    } catch (error) {
      toast({ variant: 'error', title: 'Error', description: failureMessage(error, 'Please try again.') });
    } finally {
      void utils.offers.my.invalidate();
      void utils.applications.invalidate();
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={answer !== null}
      title={words.title}
      message={o ? `${words.verb} the offer for “${o.campaign_title}” at ${formatRupees(amount)}?` : ''}
      confirmLabel={words.verb}
      confirmVariant={answer?.action === 'accept' ? 'primary' : 'danger'}
      loading={mutation.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
