import { isPaidDeal } from '@shared/campaign-terms';
import { useValueNames } from '@client/i18n/values';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { abbreviateCount, formatCount, rupeePrice } from '@shared/format';
import type { Application } from '@shared/schemas/application';
import { atHandle, socialUrl, type SocialPlatform } from '@shared/social-handles';
import { useToast } from '@client/components/toast';
import { Button, Dialog } from '@client/components/ui';
import { Pitch } from '@client/features/campaigns/pitch';
import { RatingText } from '@client/features/reviews/rating-text';
import { UserReviews, useUserReviews } from '@client/features/reviews/user-reviews';
import { UserAvatar } from '@client/components/user-avatar';
import { AvailabilityBadge } from '@client/components/availability-badge';
import { AddToShortlistButton } from '@client/features/shortlists/add-to-shortlist';
import { OfferDialog } from '@client/features/offers/offer-dialog';
import { InviteToCampaignButton } from '@client/features/invitations/invite-dialog';

/**
 * The creator the modal shows: an application (with its pitch and campaign), or a creator found in
 * the search or on a shortlist (no campaign).
 */
export type CreatorProfileSubject = Pick<
  Application,
  | 'creator_id'
  | 'creator_name'
  | 'creator_avatar'
  | 'follower_count'
  | 'youtube_subscribers'
  | 'x_followers'
  | 'instagram_handle'
  | 'youtube_handle'
  | 'x_handle'
  | 'bio'
  | 'location'
  | 'niche'
  | 'reel_price'
  | 'post_price'
  | 'story_price'
  | 'engagement_rate'
  | 'rating'
  | 'review_count'
  | 'languages_spoken'
  | 'creator_availability'
> &
  Partial<Pick<Application, 'message' | 'campaign_title' | 'campaign_collab_type' | 'campaign_budget'>>;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const SOCIALS: {
  platform: SocialPlatform;
  name: string;
  handle: (a: CreatorProfileSubject) => string | null;
  action: 'viewProfile' | 'viewChannel';
  count: (a: CreatorProfileSubject) => number;
}[] = [
  {
    platform: 'instagram',
    name: 'Instagram',
    handle: (a) => a.instagram_handle,
    action: 'viewProfile',
    count: (a) => a.follower_count,
  },
  {
    platform: 'youtube',
    name: 'YouTube',
    handle: (a) => a.youtube_handle,
    action: 'viewChannel',
    count: (a) => a.youtube_subscribers,
  },
  {
    platform: 'x',
    name: 'Twitter/X',
    handle: (a) => a.x_handle,
    action: 'viewProfile',
    count: (a) => a.x_followers,
  },
];

/**
 * Opens a social profile in a new tab. When the browser refuses (a popup blocker), the address is
 * copied instead; when that fails too, the person is asked to copy it by hand.
 */
function useOpenLink() {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const toast = useToast();
  return async (name: string, url: string) => {
    const opened = window.open(url, '_blank');
    if (opened) {
      opened.opener = null;
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({
        variant: 'info',
        title: t('profile.urlCopied'),
        description: t('profile.urlCopiedText', { name, url }),
      });
    } catch {
      toast({
        variant: 'error',
        title: t('common.error'),
        description: t('profile.openFailed', { name, url }),
      });
    }
  };
}

/**
 * The rating over the same answer as the Reviews section below it, so the two never disagree; the
 * application's copy only until that answer arrives.
 */
function CreatorRating({ application: a }: { application: CreatorProfileSubject }) {
  const reviews = useUserReviews(a.creator_id).data;
  return <RatingText rating={reviews?.rating ?? a.rating} count={reviews?.review_count ?? a.review_count} />;
}

/** The Creator Profile modal opened by View Profile. */
export function CreatorProfileModal({
  application,
  onClose,
}: {
  application: CreatorProfileSubject | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const names = useValueNames();
  const notProvided = t('profile.notProvided');
  const socialAction = (action: 'viewProfile' | 'viewChannel') =>
    action === 'viewProfile' ? t('common.viewProfile') : t('profile.viewChannel');
  const openLink = useOpenLink();
  const [offering, setOffering] = useState(false);
  const a = application;
  const barter = a?.campaign_collab_type
    ? !isPaidDeal({ collab_type: a.campaign_collab_type, budget: a.campaign_budget ?? null })
    : false;

  return (
    <Dialog
      open={a !== null}
      onClose={onClose}
      size="lg"
      title={t('profile.title')}
      footer={
        <>
          {a && <AddToShortlistButton creatorId={a.creator_id} creatorName={a.creator_name} />}
          {a && <InviteToCampaignButton creatorIds={[a.creator_id]} creatorLabel={a.creator_name} />}
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          {/* A brand offers this creator one of its campaigns (docs/product.md#direct-offers). */}
          <Button onClick={() => setOffering(true)}>{t('profile.sendOffer')}</Button>
        </>
      }
    >
      {a && (
        <div className="space-y-5">
          <div className="flex items-center gap-4">
            <UserAvatar name={a.creator_name} src={a.creator_avatar} size="lg" />
            <div className="min-w-0">
              <p className="break-words text-xl font-semibold">{a.creator_name}</p>
              <p className="text-sm text-slate-600">
                {a.follower_count > 0
                  ? t('common.followers', { followers: abbreviateCount(a.follower_count) })
                  : t('common.noFollowerData')}
                {a.niche ? ` · ${names.category(a.niche)}` : ''}
              </p>
              <p className="mt-1 text-sm">
                <span className="sr-only">{t('profile.availability')}</span>
                <AvailabilityBadge availability={a.creator_availability} />
              </p>
            </div>
          </div>

          {a.message && a.campaign_title && (
            <Pitch label={t('profile.pitchFor', { title: a.campaign_title })} text={a.message} />
          )}

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Item label={t('profile.followers')}>{formatCount(a.follower_count)}</Item>
            <Item label={t('profile.engagement')}>
              {a.engagement_rate === null ? notProvided : `${a.engagement_rate}%`}
            </Item>
            <Item label={t('profile.rating')}>
              <CreatorRating application={a} />
            </Item>
            <Item label={t('profile.category')}>{names.category(a.niche) || notProvided}</Item>
          </dl>

          <section aria-labelledby="creator-bio">
            <h3 id="creator-bio" className="font-semibold">
              {t('profile.bio')}
            </h3>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
              {a.bio || t('profile.noBio')}
            </p>
          </section>

          <section aria-labelledby="creator-reviews">
            <h3 id="creator-reviews" className="mb-2 font-semibold">
              {t('profile.reviews')}
            </h3>
            <UserReviews userId={a.creator_id} headingId="creator-reviews" />
          </section>

          <section aria-labelledby="creator-languages">
            <h3 id="creator-languages" className="font-semibold">
              {t('profile.languages')}
            </h3>
            <p className="mt-1 text-sm text-slate-700">
              {a.languages_spoken.length > 0 ? a.languages_spoken.join(', ') : notProvided}
            </p>
          </section>

          <section aria-labelledby="creator-pricing">
            <h3 id="creator-pricing" className="font-semibold">
              {t('profile.pricing')}
            </h3>
            <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Item label={t('profile.reel')}>{rupeePrice(a.reel_price) || notProvided}</Item>
              <Item label={t('profile.post')}>{rupeePrice(a.post_price) || notProvided}</Item>
              <Item label={t('profile.story')}>{rupeePrice(a.story_price) || notProvided}</Item>
            </dl>
          </section>

          <section aria-labelledby="creator-social">
            <h3 id="creator-social" className="font-semibold">
              {t('profile.social')}
            </h3>
            <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
              {SOCIALS.map((s) => {
                const url = socialUrl(s.platform, s.handle(a));
                return (
                  <li
                    key={s.platform}
                    className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                  >
                    <div className="min-w-0">
                      <p className="text-sm font-medium">{s.name}</p>
                      <p className="break-all text-sm text-slate-600">
                        {url ? `${atHandle(s.handle(a))} · ${abbreviateCount(s.count(a))}` : notProvided}
                      </p>
                    </div>
                    {url && (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('profile.openOn', { action: socialAction(s.action), name: s.name })}
                        onClick={() => void openLink(s.name, url)}
                      >
                        {socialAction(s.action)}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>

          {barter && (
            <section aria-labelledby="creator-shipping">
              <h3 id="creator-shipping" className="font-semibold">
                {t('profile.shipping')}
              </h3>
              <p className="mt-1 text-sm text-slate-700">{a.location || notProvided}</p>
              <p className="mt-1 text-xs text-slate-500">{t('profile.shippingNote')}</p>
            </section>
          )}
        </div>
      )}
      {a && (
        <OfferDialog
          open={offering}
          onClose={() => setOffering(false)}
          creator={{ id: a.creator_id, name: a.creator_name }}
        />
      )}
    </Dialog>
  );
}
