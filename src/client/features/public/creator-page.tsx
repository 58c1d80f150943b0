import { useTranslation } from 'react-i18next';
import { useValueNames } from '@client/i18n/values';
import type { ReactNode } from 'react';
import { formatCount, rupeePrice } from '@shared/format';
import type { PublicCreator } from '@shared/schemas/creators';
import { AvailabilityBadge } from '@client/components/availability-badge';
import { CopyLinkButton } from '@client/components/copy-link-button';
import { SocialLink } from '@client/components/social-link';
import { EmptyState, LoadFailed, Skeleton } from '@client/components/ui';
import { UserAvatar } from '@client/components/user-avatar';
import { apiError } from '@client/lib/api-error';
import { creatorPageUrl } from '@client/lib/creator-page';
import { failureMessage } from '@client/lib/failure';
import { usePageTitle } from '@client/lib/page-title';
import { trpc } from '@client/lib/trpc';
import { RatingText } from '../reviews/rating-text';
import { ReviewItem } from '../reviews/user-reviews';
import { NotFound } from './not-found';
import { PublicLayout } from './public-layout';
import { Container } from './section';

/**
 * /c/{username}: a creator's media kit for anyone, signed out too (docs/product.md#public-creator-pages).
 * A page that is off, unknown or suspended is the 404 screen, as the API answers 404 for all three.
 */
export function CreatorPage({ username }: { username: string }) {
  const { t } = useTranslation('public', { keyPrefix: 'pages.creatorPage' });
  const page = trpc.creators.publicPage.useQuery(
    { username },
    { retry: (count, error) => apiError(error).status !== 404 && count < 2 },
  );
  if (page.isError && apiError(page.error).status === 404) return <NotFound />;
  return (
    <PublicLayout>
      <Container className="py-8 sm:py-12">
        {page.isPending ? (
          <div role="status" aria-label={t('loading')} className="space-y-6">
            <Skeleton className="h-40" />
            <Skeleton className="h-64" />
          </div>
        ) : page.isError ? (
          <LoadFailed
            title={failureMessage(page.error, t('failed'))}
            detail={t('failedDetail')}
            onRetry={page.refetch}
          />
        ) : (
          <MediaKit creator={page.data.creator} />
        )}
      </Container>
    </PublicLayout>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 break-words text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function MediaKit({ creator: c }: { creator: PublicCreator }) {
  usePageTitle({ text: c.full_name });
  const { t } = useTranslation('public', { keyPrefix: 'pages.creatorPage' });
  const names = useValueNames();
  const notProvided = t('notProvided');
  const username = c.username ?? '';
  const socials = [
    {
      name: 'Instagram',
      link: <SocialLink platform="instagram" handle={c.instagram_handle} />,
      count: c.follower_count,
      unit: t('followers'),
      handle: c.instagram_handle,
    },
    {
      name: 'YouTube',
      link: <SocialLink platform="youtube" handle={c.youtube_handle} />,
      count: c.youtube_subscribers,
      unit: t('subscribers'),
      handle: c.youtube_handle,
    },
    {
      name: 'X (Twitter)',
      link: <SocialLink platform="x" handle={c.x_handle} />,
      count: c.x_followers,
      unit: t('followers'),
      handle: c.x_handle,
    },
  ].filter((s) => s.handle);

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="creator-name"
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-gradient-to-b from-indigo-50 to-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-8"
      >
        <UserAvatar
          name={c.full_name}
          src={c.avatar_url}
          size="lg"
          alt={t('photoOf', { name: c.full_name })}
        />
        <div className="min-w-0 flex-1">
          <h1 id="creator-name" className="break-words text-3xl font-bold tracking-tight text-slate-900">
            {c.full_name}
          </h1>
          <p className="mt-1 break-all text-slate-600">@{username}</p>
          <p className="mt-2 text-slate-700">
            {[names.category(c.niche), c.location].filter(Boolean).join(' · ')}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <AvailabilityBadge availability={c.availability} />
            <span className="text-sm text-slate-700">
              <RatingText rating={c.rating} count={c.review_count} />
            </span>
          </div>
        </div>
        <div className="shrink-0">
          <CopyLinkButton url={creatorPageUrl(username)} />
        </div>
      </section>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label={t('instagramFollowers')}>{formatCount(c.follower_count)}</Figure>
        <Figure label={t('youtubeSubscribers')}>{formatCount(c.youtube_subscribers)}</Figure>
        <Figure label={t('xFollowers')}>{formatCount(c.x_followers)}</Figure>
        <Figure label={t('engagement')}>
          {c.engagement_rate === null ? notProvided : `${c.engagement_rate}%`}
        </Figure>
        <Figure label={t('rating')}>
          {c.rating === null ? t('noReviews') : t('ratingValue', { rating: c.rating.toFixed(1) })}
        </Figure>
        <Figure label={t('completed')}>{formatCount(c.completed_collaborations)}</Figure>
      </dl>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel title={t('about')} id="creator-about">
            <p className="whitespace-pre-line break-words text-slate-700">{c.bio || t('noBio')}</p>
          </Panel>
          <Panel title={t('reviews')} id="creator-reviews">
            {c.reviews.length === 0 ? (
              <EmptyState title={t('noReviews')} />
            ) : (
              <ul aria-labelledby="creator-reviews" className="divide-y divide-slate-100">
                {c.reviews.map((r) => (
                  <ReviewItem key={`${r.created_at}-${r.reviewer_name}-${r.campaign_title}`} review={r} />
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title={t('prices')} id="creator-prices">
            <dl className="space-y-2 text-sm">
              {(
                [
                  [t('reel'), c.reel_price],
                  [t('post'), c.post_price],
                  [t('story'), c.story_price],
                ] as const
              ).map(([label, price]) => (
                <div key={label} className="flex justify-between gap-3">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="break-words text-right font-medium text-slate-900">
                    {rupeePrice(price) || notProvided}
                  </dd>
                </div>
              ))}
            </dl>
          </Panel>
          <Panel title={t('social')} id="creator-social">
            {socials.length === 0 && !c.website_url ? (
              <p className="text-sm text-slate-600">{notProvided}</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {socials.map((s) => (
                  <li key={s.name}>
                    <span className="text-slate-600">{s.name}: </span>
                    {s.link}{' '}
                    <span className="text-slate-600">
                      · {formatCount(s.count)} {s.unit}
                    </span>
                  </li>
                ))}
                {c.website_url && (
                  <li>
                    <span className="text-slate-600">{t('website')}</span>
                    <a
                      href={c.website_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-indigo-700 underline"
                    >
                      {c.website_url}
                    </a>
                  </li>
                )}
              </ul>
            )}
          </Panel>
          <Panel title={t('languages')} id="creator-languages">
            <p className="text-sm text-slate-700">
              {c.languages_spoken.length > 0 ? c.languages_spoken.join(', ') : notProvided}
            </p>
          </Panel>
        </div>
      </div>
    </div>
  );
}
