import { z } from 'zod';
import {
  normaliseWebsite,
  profileFields,
  type OwnProfile,
  type ProfileUpdateInput,
} from '@shared/schemas/profile';
import type { Role } from '@shared/roles';
import { AVAILABILITIES } from '@shared/enums';

/** The Profile Details fields each role edits (docs/product.md#profile-fields); the server refuses the other side's. */
const SHARED_DETAILS = ['full_name', 'bio', 'location', 'phone'] as const;
const CREATOR_DETAILS = ['niche', 'editing_skills', 'reel_price', 'post_price', 'story_price'] as const;
const BRAND_DETAILS = ['industry', 'company_name', 'company_website', 'address'] as const;

type DetailField =
  (typeof SHARED_DETAILS)[number] | (typeof CREATOR_DETAILS)[number] | (typeof BRAND_DETAILS)[number];

export const detailFieldsFor = (role: Role): readonly DetailField[] => [
  ...SHARED_DETAILS,
  ...(role === 'creator' ? CREATOR_DETAILS : role === 'brand' ? BRAND_DETAILS : []),
];

const detailsSchema = z.object({
  full_name: profileFields.full_name,
  bio: profileFields.bio,
  location: profileFields.location,
  phone: profileFields.phone,
  niche: profileFields.niche,
  editing_skills: profileFields.editing_skills,
  reel_price: profileFields.reel_price,
  post_price: profileFields.post_price,
  story_price: profileFields.story_price,
  industry: profileFields.industry,
  company_name: profileFields.company_name,
  company_website: profileFields.company_website,
  address: profileFields.address,
});
export type DetailsValues = Record<DetailField, string>;
export type DetailsOutput = z.output<typeof detailsSchema>;

/** The details form: the shared profile rules, every field edited as text (which those rules accept). */
export const detailsForm = detailsSchema as z.ZodType<DetailsOutput, DetailsValues>;

export function detailsFromProfile(p: OwnProfile): DetailsValues {
  return {
    full_name: p.full_name,
    bio: p.bio ?? '',
    location: p.location ?? '',
    phone: p.phone ?? '',
    niche: p.niche ?? '',
    editing_skills: p.editing_skills ?? '',
    reel_price: p.reel_price ?? '',
    post_price: p.post_price ?? '',
    story_price: p.story_price ?? '',
    industry: p.industry ?? '',
    company_name: p.company_name ?? '',
    company_website: p.company_website ?? '',
    address: p.address ?? '',
  };
}

/** Only the role's own fields are sent: the server answers 400 to a field of the other side. */
export function detailsUpdate(parsed: DetailsOutput, role: Role): ProfileUpdateInput {
  return Object.fromEntries(detailFieldsFor(role).map((f) => [f, parsed[f]]));
}

/**
 * Follower and subscriber counts (docs/product.md#follower-counts): whole numbers of 0 or more; anything else is 0.
 * Digit grouping ('1,20,000') is read; a fraction is cut to its whole part.
 */
export function parseCount(text: string): number {
  const t = text.replace(/[,\s_]/g, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return 0;
  const n = Math.floor(Number(t));
  return Number.isSafeInteger(n) ? n : 0;
}

const countText = z.string().transform(parseCount);

const socialSchema = z.object({
  instagram_handle: profileFields.instagram_handle,
  youtube_handle: profileFields.youtube_handle,
  x_handle: profileFields.x_handle,
  website_url: profileFields.website_url,
  follower_count: countText,
  youtube_subscribers: countText,
  x_followers: countText,
});
export type SocialValues = Record<keyof z.input<typeof socialSchema>, string>;

/** The social form, edited as text like the details. */
export const socialForm = socialSchema as z.ZodType<z.output<typeof socialSchema>, SocialValues>;

export function socialFromProfile(p: OwnProfile): SocialValues {
  return {
    instagram_handle: p.instagram_handle ?? '',
    youtube_handle: p.youtube_handle ?? '',
    x_handle: p.x_handle ?? '',
    website_url: p.website_url ?? '',
    follower_count: String(p.follower_count),
    youtube_subscribers: String(p.youtube_subscribers),
    x_followers: String(p.x_followers),
  };
}

/** The company website's live state: nothing typed, a website (with https:// added if missing), or not one. */
export function websiteState(text: string): 'empty' | 'valid' | 'invalid' {
  if (!text.trim()) return 'empty';
  return normaliseWebsite(text) === null ? 'invalid' : 'valid';
}

const publicPageSchema = z.object({
  username: profileFields.username.unwrap().unwrap(),
  public_profile: z.boolean(),
  availability: z.enum(AVAILABILITIES),
});
export type PublicPageValues = z.input<typeof publicPageSchema>;

/** The public page form (docs/product.md#public-creator-pages): the username as typed, lowered on saving. */
export const publicPageForm = publicPageSchema as z.ZodType<
  z.output<typeof publicPageSchema>,
  PublicPageValues
>;

export const publicPageFromProfile = (p: OwnProfile): PublicPageValues => ({
  username: p.username ?? '',
  public_profile: p.public_profile,
  availability: p.availability,
});
