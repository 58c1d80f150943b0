import { z } from 'zod';

/**
 * The work link rule (docs/product.md#work-link): ONE validator, used by the client's Submit Work form and
 * by the server's submission schema, so both refuse the same links with the same words.
 */

export const WORK_LINK_MESSAGES = {
  required: 'Work link is required',
  invalid: 'Please enter a valid URL',
  protocol: 'URL must start with http:// or https://',
  domain: 'Please enter a valid URL with a domain name',
  platform: 'Please use a valid platform URL (YouTube, Instagram, Google Drive, etc.)',
} as const;

/**
 * The product's platform list with each platform's real domain (the list names them without their
 * top-level domain). A link's host must equal one of these or be a subdomain of one
 * (www.youtube.com, m.facebook.com, name.substack.com). The list's "{host}" entry, the app's own
 * host, is not here: callers pass it as `ownHosts` (the client its own location's hostname, the
 * server the APP_HOSTS setting).
 */
export const WORK_LINK_PLATFORMS = [
  'youtube.com',
  'youtu.be',
  'instagram.com',
  'tiktok.com',
  'facebook.com',
  'twitter.com',
  'linkedin.com',
  'behance.net',
  'dribbble.com',
  'figma.com',
  'canva.com',
  'google.com',
  'drive.google.com',
  'docs.google.com',
  'dropbox.com',
  'onedrive.live.com',
  'mega.nz',
  'wetransfer.com',
  'vimeo.com',
  'twitch.tv',
  'pinterest.com',
  'snapchat.com',
  'reddit.com',
  'medium.com',
  'substack.com',
  'patreon.com',
  'ko-fi.com',
  'buymeacoffee.com',
] as const;

/** "Example.com:3000" -> "example.com": own hosts may be configured with a port or in capitals. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

const isUnder = (hostname: string, domain: string) => hostname === domain || hostname.endsWith(`.${domain}`);

/** Whether a hostname is an allowed platform or one of the app's own hosts (or a subdomain of either). */
export function isAllowedWorkHost(hostname: string, ownHosts: readonly string[] = []): boolean {
  const host = normaliseHost(hostname);
  return [...WORK_LINK_PLATFORMS, ...ownHosts.map(normaliseHost).filter(Boolean)].some((d) =>
    isUnder(host, d),
  );
}

/** The first rule a link breaks, as its message, or null when it passes. Checked in the rule's order. */
export function workLinkError(
  value: string | null | undefined,
  ownHosts: readonly string[] = [],
): string | null {
  const link = (value ?? '').trim();
  if (!link) return WORK_LINK_MESSAGES.required;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return WORK_LINK_MESSAGES.invalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return WORK_LINK_MESSAGES.protocol;
  if (url.hostname.length < 3) return WORK_LINK_MESSAGES.domain;
  if (!isAllowedWorkHost(url.hostname, ownHosts)) return WORK_LINK_MESSAGES.platform;
  return null;
}

/** A work link as a zod string: trimmed, and refused with the rule's message when it breaks the rule. */
export const workLinkSchema = (ownHosts: readonly string[] = []) =>
  z
    .string({ message: WORK_LINK_MESSAGES.required })
    .trim()
    .max(2000, 'Work link must be at most 2000 characters')
    .superRefine((value, ctx) => {
      const message = workLinkError(value, ownHosts);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
