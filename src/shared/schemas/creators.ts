import { z } from 'zod';
import { AVAILABILITIES, CREATOR_CATEGORIES } from '../enums';
import { booleanParam, pageInput, searchText, text } from './common';
import { influencerOutput, publicProfileShape } from './profile';

/*
 * Finding creators (docs/product.md#finding-creators): GET /api/creators for brands and admins, and
 * a creator's public page GET /api/public/creators/{username} for anyone.
 */

export const CREATOR_SORTS = ['relevance', 'followers', 'engagement', 'rating', 'newest'] as const;
export type CreatorSort = (typeof CREATOR_SORTS)[number];

const NICHE_MESSAGE = `niche must be one or more of: ${CREATOR_CATEGORIES.join(', ')} (separated by commas)`;

/** A whole number of 0 or more, named in its messages. */
const wholeNumber = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(100_000_000_000, `${name} is too large`);

/** The niche list's values asked for in `niche` (commas split, case ignored), or null if one is not in it. */
export function askedNiches(values: string[]): string[] | null {
  const asked = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const niches = asked.map((v) => CREATOR_CATEGORIES.find((c) => c.toLowerCase() === v.toLowerCase()));
  if (asked.length === 0 || niches.some((n) => n === undefined)) return null;
  return [...new Set(niches as string[])];
}

/**
 * `niche=Fashion,Beauty` (or the parameter repeated): each one of the niche list. A plain array with
 * a check, not a transform: the REST adapter makes a lone query value an array only for an array.
 */
const nicheFilter = z
  .array(text('niche').max(200, NICHE_MESSAGE), { message: NICHE_MESSAGE })
  .max(CREATOR_CATEGORIES.length, NICHE_MESSAGE)
  .refine((values) => askedNiches(values) !== null, NICHE_MESSAGE);

/** GET /creators: every filter optional, combined with AND. */
export const findCreatorsInput = z
  .object({
    q: searchText(100, 'q').optional(),
    niche: nicheFilter.optional(),
    location: text('location').max(100, 'location must be at most 100 characters').optional(),
    language: text('language').max(50, 'language must be at most 50 characters').optional(),
    min_followers: wholeNumber('min_followers').optional(),
    max_followers: wholeNumber('max_followers').optional(),
    min_engagement: z
      .number({ message: 'min_engagement must be a number' })
      .min(0, 'min_engagement must be 0 or more')
      .max(100, 'min_engagement must be at most 100 (a percentage)')
      .optional(),
    max_price: wholeNumber('max_price').optional(),
    min_rating: z
      .number({ message: 'min_rating must be a number from 1 to 5' })
      .min(1, 'min_rating must be a number from 1 to 5')
      .max(5, 'min_rating must be a number from 1 to 5')
      .optional(),
    available: booleanParam.optional(),
    sort: z.enum(CREATOR_SORTS, { message: `sort must be one of: ${CREATOR_SORTS.join(', ')}` }).optional(),
    ...pageInput,
  })
  .refine(
    (v) =>
      v.min_followers === undefined || v.max_followers === undefined || v.min_followers <= v.max_followers,
    { message: 'max_followers must not be below min_followers', path: ['max_followers'] },
  );
export type FindCreatorsInput = z.output<typeof findCreatorsInput>;

/** The public fields of a creator: what brands see in the search and anyone on the public page. */
const creatorPublicShape = {
  full_name: influencerOutput.shape.full_name,
  username: influencerOutput.shape.username,
  avatar_url: influencerOutput.shape.avatar_url,
  bio: influencerOutput.shape.bio,
  niche: influencerOutput.shape.niche,
  location: influencerOutput.shape.location,
  languages_spoken: influencerOutput.shape.languages_spoken,
  instagram_handle: influencerOutput.shape.instagram_handle,
  youtube_handle: influencerOutput.shape.youtube_handle,
  x_handle: influencerOutput.shape.x_handle,
  website_url: influencerOutput.shape.website_url,
  follower_count: influencerOutput.shape.follower_count,
  youtube_subscribers: influencerOutput.shape.youtube_subscribers,
  x_followers: influencerOutput.shape.x_followers,
  engagement_rate: influencerOutput.shape.engagement_rate,
  reel_price: influencerOutput.shape.reel_price,
  post_price: influencerOutput.shape.post_price,
  story_price: influencerOutput.shape.story_price,
  rating: publicProfileShape.rating,
  review_count: publicProfileShape.review_count,
  /** Collaborations the creator finished: applications approved (paid) or completed with their campaign. */
  completed_collaborations: z.number(),
};

/** One creator of GET /creators. Never email, phone, address or payment details. */
export const creatorCardOutput = z.object({
  id: z.string(),
  ...creatorPublicShape,
  availability: z.enum(AVAILABILITIES),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type CreatorCard = z.infer<typeof creatorCardOutput>;

export const findCreatorsOutput = z.object({ creators: z.array(creatorCardOutput), total: z.number() });

/** A review as the public page shows it: no ids of the reviewer or the deal. */
export const publicReviewOutput = z.object({
  reviewer_name: z.string(),
  campaign_title: z.string(),
  rating: z.number(),
  comment: z.string(),
  created_at: z.string(),
});

export const publicCreatorInput = z.object({
  username: text('username').min(1).max(64),
});

/** GET /public/creators/{username}: the public page of a creator who turned it on. */
export const publicCreatorOutput = z.object({
  creator: z.object({
    ...creatorPublicShape,
    availability: z.enum(AVAILABILITIES),
    reviews: z.array(publicReviewOutput),
  }),
});
export type PublicCreator = z.infer<typeof publicCreatorOutput>['creator'];
