import { useState } from 'react';
import { messageText } from '@client/i18n/messages';
import { useTranslation } from 'react-i18next';
import { DISCLOSURE_ADVICE } from '@shared/disclosure';
import type { DealSide } from '@shared/enums';
import { formatCount } from '@shared/format';
import { formatDate, formatDateTime } from '@shared/dates';
import { METRIC_FIELDS, type LivePost } from '@shared/schemas/live-posts';
import { Badge, Button } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { AddLivePostDialog } from './add-live-post-dialog';
import { metricLabel } from './metric-labels';
import { UpdateNumbersDialog } from './update-numbers-dialog';

type Props = { applicationId: string; campaignTitle: string; side: DealSide };

/**
 * The live posts of an approved collaboration (docs/product.md#live-posts) on both parties' cards:
 * each post's link, day, disclosure verdict and latest numbers. The creator adds posts and updates
 * their numbers; the brand reads them.
 */
export function LivePosts({ applicationId, campaignTitle, side }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'livePosts' });
  const posts = trpc.livePosts.forApplication.useQuery({ id: applicationId });
  const [adding, setAdding] = useState(false);
  const [updating, setUpdating] = useState<LivePost | null>(null);
  const headingId = `live-posts-${applicationId}`;
  if (posts.isPending) return null;
  if (posts.isError)
    return (
      <p className="text-sm text-slate-600">
        {t('loadFailed')}{' '}
        <button
          type="button"
          className="font-medium text-indigo-700 underline"
          onClick={() => void posts.refetch()}
        >
          {t('tryAgain')}
        </button>
      </p>
    );
  const { posts: list, paid } = posts.data;
  const creator = side === 'creator';
  if (!creator && list.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('heading')}
        </h4>
        {creator && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAdding(true)}
            aria-label={t('addFor', { title: campaignTitle })}
          >
            {t('add')}
          </Button>
        )}
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('emptyHint')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('listFor', { title: campaignTitle })}>
          {list.map((post) => (
            <PostItem key={post.id} post={post} onUpdate={creator ? () => setUpdating(post) : undefined} />
          ))}
        </ul>
      )}
      {creator && (
        <>
          <AddLivePostDialog
            target={adding ? { applicationId, campaignTitle, paid } : null}
            onClose={() => setAdding(false)}
          />
          <UpdateNumbersDialog post={updating} onClose={() => setUpdating(null)} />
        </>
      )}
    </section>
  );
}

function PostItem({ post, onUpdate }: { post: LivePost; onUpdate?: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'livePosts' });
  const { disclosure, metrics } = post;
  return (
    <li className="space-y-1 border-t border-slate-100 pt-2 text-sm first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={post.url}
          target="_blank"
          rel="noopener noreferrer"
          className="min-w-0 break-all font-medium text-indigo-700 underline"
        >
          {post.url}
        </a>
        <Badge tone={disclosure.ok ? 'green' : 'yellow'}>
          {disclosure.ok ? t('labelled', { label: disclosure.label }) : t('labelMissing')}
        </Badge>
      </div>
      <p className="text-slate-600">{t('posted', { date: formatDate(post.posted_at) })}</p>
      {!disclosure.ok && (
        <ul className="list-disc pl-5 text-amber-900">
          {disclosure.problems.map((p) => (
            <li key={p}>{messageText(DISCLOSURE_ADVICE[p])}</li>
          ))}
        </ul>
      )}
      {metrics ? (
        <>
          <dl className="flex flex-wrap gap-x-4 gap-y-1">
            {METRIC_FIELDS.map((name) => (
              <div key={name} className="flex gap-1">
                <dt className="text-slate-600">{metricLabel(name)}</dt>
                <dd className="font-semibold text-slate-900">{formatCount(metrics[name])}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-slate-600">
            {t('numbersAsOf', { date: formatDateTime(metrics.recorded_at) })}
          </p>
        </>
      ) : (
        <p className="text-slate-600">{t('noNumbers')}</p>
      )}
      {onUpdate && (
        <Button
          size="sm"
          variant="ghost"
          onClick={onUpdate}
          aria-label={t('updateNumbersFor', { url: post.url })}
        >
          {t('updateNumbers')}
        </Button>
      )}
    </li>
  );
}
