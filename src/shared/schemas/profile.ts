import { UI_LANGUAGES } from '../i18n/languages';
import { z } from 'zod';
import { AVAILABILITIES, BRAND_INDUSTRIES, CREATOR_CATEGORIES, EDITING_SKILLS, USER_TYPES } from '../enums';
import { handleField, handleLengthMessage, normaliseHandle, type SocialPlatform } from '../social-handles';
import { pageInput, safeText, searchText, text } from './common';
import { gstinError, GST_STATE_CODES, normaliseGstin, STATE_MESSAGE } from '../gst';

export const WEBSITE_MESSAGE = 'Please enter a valid website URL (e.g., example.com)';
const WEBSITE_MAX_LENGTH = 300;
/** Room for a pasted profile link; the handle inside has its platform's own limit. */
const HANDLE_INPUT_MAX = 200;

/** A host of at least two labels whose last one is a real-looking top-level domain. */
const DOTTED_HOST = /^([a-z0-9-]+\.)+([a-z]{2,}|xn--[a-z0-9-]+)$/;

/**
 * The company-website rule (docs/product.md#company-website): a missing scheme gets https:// added, and the result
 * must parse as an http(s) URL with a dotted host and no credentials. Returns the value to store
 * (what the user typed, with the scheme added) or null when it is not a website address.
 */
export function normaliseWebsite(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !DOTTED_HOST.test(url.hostname)) return null;
  return withScheme;
}

/** Optional free text: no HTML, a length cap, and an empty value clears the field (null). */
const optionalText = (field: string, max: number, opts: { lines?: boolean } = {}) =>
  safeText(field, max, opts)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** One of a fixed list, or empty/null to clear. */
const oneOf = (field: string, options: readonly string[]) =>
  text(field, { message: `${field} must be one of: ${options.join(', ')}` })
    .refine((v) => v === '' || options.includes(v), `${field} must be one of: ${options.join(', ')}`)
    .transform((v) => v || null)
    .nullable()
    .optional();

const count = (field: string) => {
  const message = `${field} must be a whole number of 0 or more`;
  return z
    .number({ message })
    .int(message)
    .min(0, message)
    .max(100_000_000_000, `${field} is too large`)
    .optional();
};

/** A social handle as typed or pasted, stored as the bare lowercase handle (docs/product.md#social-handles). */
const handle = (platform: SocialPlatform) =>
  text(handleField(platform))
    .max(HANDLE_INPUT_MAX, handleLengthMessage(platform))
    .transform((v, ctx) => {
      const read = normaliseHandle(platform, v);
      if ('error' in read) {
        ctx.addIssue({ code: 'custom', message: read.error });
        return z.NEVER;
      }
      return read.handle;
    })
    .nullable()
    .optional();

export const websiteField = text('Website', { message: WEBSITE_MESSAGE })
  .max(WEBSITE_MAX_LENGTH, `Website must be at most ${WEBSITE_MAX_LENGTH} characters`)
  .transform((v, ctx) => {
    if (v === '') return null;
    const url = normaliseWebsite(v);
    if (url === null) {
      ctx.addIssue({ code: 'custom', message: WEBSITE_MESSAGE });
      return z.NEVER;
    }
    return url;
  })
  .nullable()
  .optional();

/** The full-name rule of the profile edit and of sign-up: required, plain text, at most 100 characters. */
export const fullNameField = z
  .string({ message: 'Full name is required' })
  .pipe(safeText('Full name', 100).min(1, 'Full name is required'));

export const USERNAME_MESSAGE = 'Username must be 3-30 letters, digits, dots or underscores';
/**
 * A username as typed: 3-30 of a-z 0-9 _ . (capitals read as small letters), stored in lower case,
 * so one taken in any case is taken (docs/product.md#finding-creators). Empty clears it (null).
 */
export const usernameField = text('Username')
  .refine((v) => v === '' || /^[a-zA-Z0-9._]{3,30}$/.test(v), USERNAME_MESSAGE)
  .transform((v) => v.toLowerCase() || null);
export const USERNAME_TAKEN_MESSAGE = 'Username is already taken';

/** Every profile field a user may change on their own profile, with its rule. */
export const profileFields = {
  full_name: fullNameField.optional(),
  bio: optionalText('Bio', 1000, { lines: true }),
  location: optionalText('Location', 100),
  address: optionalText('Address', 500, { lines: true }),
  phone: safeText('Phone', 20)
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{6,19}$/.test(v), 'Please enter a valid phone number')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  niche: oneOf('Niche', CREATOR_CATEGORIES),
  industry: oneOf('Industry', BRAND_INDUSTRIES),
  editing_skills: oneOf('Editing skills', EDITING_SKILLS),
  reel_price: optionalText('Reel price', 50),
  post_price: optionalText('Post price', 50),
  story_price: optionalText('Story price', 50),
  company_name: optionalText('Company name', 100),
  company_website: websiteField,
  username: usernameField.nullable().optional(),
  instagram_handle: handle('instagram'),
  youtube_handle: handle('youtube'),
  x_handle: handle('x'),
  website_url: websiteField,
  follower_count: count('Follower count'),
  youtube_subscribers: count('YouTube subscribers'),
  x_followers: count('X followers'),
  languages_spoken: z
    .array(safeText('Language', 50).min(1, 'Language must not be empty'), {
      message: 'Languages spoken must be a list',
    })
    .max(20, 'Languages spoken: at most 20 languages')
    .transform((list) => [...new Set(list)])
    .optional(),
  availability: z
    .enum(AVAILABILITIES, { message: `Availability must be one of: ${AVAILABILITIES.join(', ')}` })
    .optional(),
  // A pipe, so the REST adapter does not switch it to coercion, where "no" would read as true.
  public_profile: z.boolean({ message: 'Public profile must be true or false' }).pipe(z.boolean()).optional(),
  /** The language of the person's screens, messages and emails (docs/product.md#languages). */
  language: z.enum(UI_LANGUAGES, { message: 'Language must be en or hi' }).optional(),
  /** Two-digit GST code of the state or union territory (src/shared/gst.ts); empty clears it. */
  state: text('State', { message: STATE_MESSAGE })
    .refine((v) => v === '' || GST_STATE_CODES.includes(v), STATE_MESSAGE)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  /** A GSTIN, checked by the shared gstinError; empty clears it (docs/product.md#tax-invoices). */
  gstin: text('GSTIN')
    .transform((v, ctx) => {
      const gstin = normaliseGstin(v);
      if (gstin === '') return null;
      const error = gstinError(gstin);
      if (error) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return gstin;
    })
    .nullable()
    .optional(),
};

export type ProfileField = keyof typeof profileFields;

/** Fields only a creator may set, and only a brand may set; everything else is shared. */
export const CREATOR_ONLY_FIELDS = [
  'niche',
  'editing_skills',
  'reel_price',
  'post_price',
  'story_price',
  'availability',
  'public_profile',
] as const satisfies readonly ProfileField[];
export const BRAND_ONLY_FIELDS = [
  'industry',
  'company_name',
  'company_website',
  'address',
] as const satisfies readonly ProfileField[];

/**
 * PUT /api/profiles/me: a partial update. Keys outside the profile (email, user_type, roles, id,
 * avatar_url) are dropped, never applied.
 */
export const profileUpdateInput = z.object(profileFields);
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

/** The public face of a profile: what any signed-in user may see. */
export const publicProfileShape = {
  id: z.string(),
  user_type: z.enum(USER_TYPES),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  username: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  niche: z.string().nullable(),
  industry: z.string().nullable(),
  editing_skills: z.string().nullable(),
  reel_price: z.string().nullable(),
  post_price: z.string().nullable(),
  story_price: z.string().nullable(),
  company_name: z.string().nullable(),
  company_website: z.string().nullable(),
  website_url: z.string().nullable(),
  instagram_handle: z.string().nullable(),
  youtube_handle: z.string().nullable(),
  x_handle: z.string().nullable(),
  follower_count: z.number(),
  youtube_subscribers: z.number(),
  x_followers: z.number(),
  languages_spoken: z.array(z.string()),
  engagement_rate: z.number().nullable(),
  rating: z.number().nullable(),
  /** How many visible reviews the rating averages (docs/product.md#reviews). */
  review_count: z.number(),
  created_at: z.string(),
};

/** Contact fields: the owner and admins only. */
const privateShape = {
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
};

export const profileStatsOutput = z.object({
  /** Deal less commission of the payments that are not void: before GST on the commission and TDS. */
  total_earnings: z.number(),
  /** What the creator's payouts (not cancelled) pay after GST, TDS and any dispute adjustment. */
  net_earnings: z.number(),
  paid_campaigns_completed: z.number(),
  barter_campaigns_completed: z.number(),
});

/** GET/PUT /api/profiles/me. */
export const ownProfileOutput = z.object({
  ...publicProfileShape,
  ...privateShape,
  roles: z.array(z.string()),
  /** A creator's availability and whether their public page is on; brands keep the defaults. */
  availability: z.enum(AVAILABILITIES),
  public_profile: z.boolean(),
  language: z.enum(UI_LANGUAGES),
  /** Two-digit GST state code and GSTIN (docs/product.md#tax-invoices): the owner only. */
  state: z.string().nullable(),
  gstin: z.string().nullable(),
  updated_at: z.string(),
  stats: profileStatsOutput,
});
export type OwnProfile = z.infer<typeof ownProfileOutput>;

/** GET /api/profiles/user/{id}: the private fields appear only for admins. */
export const userProfileOutput = z.object({
  ...publicProfileShape,
  email: privateShape.email.optional(),
  phone: privateShape.phone.optional(),
  address: privateShape.address.optional(),
});
export type UserProfile = z.infer<typeof userProfileOutput>;

export const influencerListInput = z.object({
  search: searchText(100, 'search').optional(),
  ...pageInput,
});

/** One row of GET /api/profiles/influencers: a creator's public card. */
export const influencerOutput = z.object({
  id: publicProfileShape.id,
  full_name: publicProfileShape.full_name,
  avatar_url: publicProfileShape.avatar_url,
  username: publicProfileShape.username,
  bio: publicProfileShape.bio,
  location: publicProfileShape.location,
  niche: publicProfileShape.niche,
  editing_skills: publicProfileShape.editing_skills,
  reel_price: publicProfileShape.reel_price,
  post_price: publicProfileShape.post_price,
  story_price: publicProfileShape.story_price,
  website_url: publicProfileShape.website_url,
  instagram_handle: publicProfileShape.instagram_handle,
  youtube_handle: publicProfileShape.youtube_handle,
  x_handle: publicProfileShape.x_handle,
  follower_count: publicProfileShape.follower_count,
  youtube_subscribers: publicProfileShape.youtube_subscribers,
  x_followers: publicProfileShape.x_followers,
  languages_spoken: publicProfileShape.languages_spoken,
  engagement_rate: publicProfileShape.engagement_rate,
  rating: publicProfileShape.rating,
  review_count: publicProfileShape.review_count,
  created_at: publicProfileShape.created_at,
});
export type Influencer = z.infer<typeof influencerOutput>;
