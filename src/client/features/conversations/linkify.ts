/** A run of a message's text: plain words, or an address shown as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only http and https addresses become links; anything else (javascript:, data:, mailto:) stays text.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence, not the address: "see https://x.in/a." links https://x.in/a.
const TRAILING = /[.,;:!?'")\]}]+$/;

/** The address as a link target, or null when the browser would not read it as http(s). */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits plain text into text and link parts; nothing in it is ever read as markup. */
export function linkify(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const trail = TRAILING.exec(match[0])?.[0] ?? '';
    const text = match[0].slice(0, match[0].length - trail.length);
    const href = safeHref(text);
    if (!href) continue;
    if (match.index > last) parts.push({ kind: 'text', text: body.slice(last, match.index) });
    parts.push({ kind: 'link', text, href });
    last = match.index + text.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
