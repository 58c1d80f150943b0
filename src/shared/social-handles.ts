/**
 * Social handles (docs/product.md#social-handles): what a person may type or paste for each
 * platform, what is stored, and the one link built from it for every screen.
 */

export const SOCIAL_PLATFORMS = ['instagram', 'youtube', 'x'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

type Rule = {
  /** How messages name the field: 'Instagram handle'. */
  field: string;
  /** Sites whose profile links are accepted in place of the handle ('www.', 'm.' and 'mobile.' too). */
  hosts: readonly string[];
  /** The link a person could paste, for the message that refuses another. */
  example: string;
  pattern: RegExp;
  characters: string;
  min: number;
  max: number;
  link: (handle: string) => string;
};

// The platforms' own rules, checked after lowercasing: Instagram 30 of letters, digits, '.', '_';
// YouTube handles 3 to 30, also '-'; X 15 of letters, digits, '_'.
const RULES: Record<SocialPlatform, Rule> = {
  instagram: {
    field: 'Instagram handle',
    hosts: ['instagram.com'],
    example: 'instagram.com/yourname',
    pattern: /^[a-z0-9._]+$/,
    characters: 'letters, numbers, periods and underscores',
    min: 1,
    max: 30,
    link: (h) => `https://instagram.com/${h}`,
  },
  youtube: {
    field: 'YouTube handle',
    hosts: ['youtube.com'],
    example: 'youtube.com/@yourname',
    pattern: /^[a-z0-9._-]+$/,
    characters: 'letters, numbers, periods, hyphens and underscores',
    min: 3,
    max: 30,
    link: (h) => `https://youtube.com/@${h}`,
  },
  x: {
    field: 'X handle',
    hosts: ['x.com', 'twitter.com'],
    example: 'x.com/yourname',
    pattern: /^[a-z0-9_]+$/,
    characters: 'letters, numbers and underscores',
    min: 1,
    max: 15,
    link: (h) => `https://x.com/${h}`,
  },
};

export const handleField = (platform: SocialPlatform) => RULES[platform].field;

export function handleLengthMessage(platform: SocialPlatform) {
  const { field, min, max } = RULES[platform];
  return min > 1
    ? `${field} must be ${min} to ${max} characters`
    : `${field} must be at most ${max} characters`;
}

/** The documents' link rule: '@' and spaces removed, lowercased. Also reads handles stored before the save rule. */
export const cleanHandle = (handle: string | null | undefined) =>
  (handle ?? '').replace(/[@\s]/g, '').toLowerCase();

const SUBDOMAIN = /^(www|m|mobile)\./;

/** The handle inside a pasted profile link, or an error when the link is not to this platform's profile. */
function handleFromLink(platform: SocialPlatform, text: string): { handle: string } | { error: string } {
  const rule = RULES[platform];
  const refused = {
    error: `Please enter your ${rule.field} or a link like ${rule.example}`,
  };
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return refused;
  }
  if (!rule.hosts.includes(url.hostname.replace(SUBDOMAIN, ''))) return refused;
  const first = url.pathname.split('/').find((segment) => segment !== '') ?? '';
  // A YouTube handle's address is youtube.com/@name; /channel/… and /c/… name no handle.
  if (platform === 'youtube' && !first.startsWith('@')) return refused;
  try {
    return { handle: decodeURIComponent(first) };
  } catch {
    return refused;
  }
}

/**
 * What to store for a handle as typed or pasted: trimmed, spaces and a leading '@' removed,
 * lowercased, a profile link reduced to its handle; null for nothing; an error message for what
 * cannot be a handle on that platform.
 */
export function normaliseHandle(
  platform: SocialPlatform,
  input: string,
): { handle: string | null } | { error: string } {
  const text = input.trim();
  if (text === '') return { handle: null };
  let raw = text;
  if (text.includes('/')) {
    const fromLink = handleFromLink(platform, text);
    if ('error' in fromLink) return fromLink;
    raw = fromLink.handle;
  }
  const handle = raw.replace(/\s/g, '').replace(/^@+/, '').toLowerCase();
  if (handle === '') return { handle: null };
  const rule = RULES[platform];
  if (!rule.pattern.test(handle)) return { error: `${rule.field} may only contain ${rule.characters}` };
  if (handle.length < rule.min || handle.length > rule.max) return { error: handleLengthMessage(platform) };
  return { handle };
}

/** The profile address for a stored handle, or null when there is none: the one link every screen shows. */
export function socialUrl(platform: SocialPlatform, handle: string | null | undefined): string | null {
  const h = cleanHandle(handle);
  return h ? RULES[platform].link(encodeURIComponent(h)) : null;
}

/** A stored handle as people read it: '@name', or null. */
export const atHandle = (handle: string | null | undefined) => {
  const h = cleanHandle(handle);
  return h ? `@${h}` : null;
};
