import type { EmailContent } from '@shared/email-content';
import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from '@shared/i18n/languages';
import { APP_NAME } from '@shared/product';

export type { EmailContent };

/** `path` as an address people can open: APP_URL + path; absolute addresses are kept. */
export function appLink(appUrl: string, path: string) {
  return new URL(path, `${appUrl}/`).toString();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text made safe inside HTML, in an element or a quoted attribute. */
export function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The template's own words, in the email's language. */
const WORDS = {
  en: { openAddress: 'Or open this address:' },
  hi: { openAddress: 'या यह पता खोलें:' },
} satisfies Record<UiLanguage, { openAddress: string }>;

/**
 * The text and HTML parts of an email: the heading, the paragraphs, the action, and a footer with
 * the product's name linking back to APP_URL. The HTML is inline-styled (mail clients drop style
 * sheets) and every value in it is escaped. `content.language` is the HTML's `lang`, English when absent.
 */
export function renderEmail(appUrl: string, content: EmailContent): { text: string; html: string } {
  const language = isUiLanguage(content.language) ? content.language : DEFAULT_LANGUAGE;
  const words = WORDS[language];
  const home = appLink(appUrl, '/');
  const action = content.action && { label: content.action.label, url: appLink(appUrl, content.action.url) };

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    `${APP_NAME}: ${home}`,
    '',
  ].join('\n');

  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 20px;font-size:20px;color:#111827">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(words.openAddress)} <a href="${escapeHtml(action.url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
}
${content.note ? `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(content.note)}</p>` : ''}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6b7280;text-align:center"><a href="${escapeHtml(home)}" style="color:#6b7280">${escapeHtml(APP_NAME)}</a></p>
</body></html>
`;
  return { text, html };
}
