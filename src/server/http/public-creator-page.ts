import { APP_NAME } from '@shared/product';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { escapeHtml } from '../mail/template';
import { publicCreatorPage } from '../services/profiles/public-creator';
import type { PageWriter } from './static';

/** /c/{username}, a trailing slash allowed; what cannot be a username is no creator's page. */
const CREATOR_PATH = /^\/c\/([A-Za-z0-9._]{1,64})\/?$/;

/** An absolute address: link previews fetch og:image and og:url from other hosts. */
const absolute = (appUrl: string, url: string) => new URL(url, `${appUrl}/`).toString();

/**
 * The Open Graph and Twitter tags of a creator's public page, so a shared link previews with the
 * creator's name, niche and photo (docs/product.md#public-creator-pages). Everything is escaped.
 */
function creatorTags(
  appUrl: string,
  c: { full_name: string; username: string; niche: string | null; avatar_url: string | null },
) {
  const title = `${c.full_name} · ${APP_NAME}`;
  const description = c.niche ? `${c.niche} creator on ${APP_NAME}` : `Creator on ${APP_NAME}`;
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', APP_NAME),
    meta('property', 'og:title', c.full_name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', absolute(appUrl, `/c/${c.username}`)),
    ...(c.avatar_url ? [meta('property', 'og:image', absolute(appUrl, c.avatar_url))] : []),
    meta('property', 'profile:username', c.username),
    meta('name', 'twitter:card', c.avatar_url ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', c.full_name),
    meta('name', 'twitter:description', description),
  ].join('\n    ');
}

/**
 * index.html for /c/{username} with the creator's tags in place of the app's title and description,
 * when that creator's page is public; off, unknown or suspended: the plain page with a 404, as the
 * API answers (services/profiles/public-creator.ts decides, so the two never disagree). Any other
 * failure leaves the plain page: the app then asks the API itself and shows what it says.
 */
export function publicCreatorPageWriter(deps: Pick<AppDeps, 'db' | 'now' | 'env' | 'log'>): PageWriter {
  return async (path, indexHtml) => {
    const username = CREATOR_PATH.exec(path)?.[1];
    if (!username) return null;
    try {
      const creator = await publicCreatorPage(deps, username);
      const head = indexHtml
        .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
        .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
      const tags = creatorTags(deps.env.APP_URL, { ...creator, username: creator.username ?? username });
      const html = head.includes('</head>')
        ? head.replace('</head>', `  ${tags}\n  </head>`)
        : `${tags}\n${head}`;
      return { status: 200, html };
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return { status: 404 };
      deps.log.error({ err, path }, "A creator's page could not be read; the plain page is sent");
      return null;
    }
  };
}
