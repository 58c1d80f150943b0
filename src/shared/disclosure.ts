/**
 * The advertisement-label check (docs/product.md#disclosure): ONE function, run by the client as the
 * creator types and by the server on every submission and live post, so both say the same. It follows
 * ASCI's influencer guidelines and the consumer-affairs endorsement rules: a paid or gifted post
 * carries a label people see at once. It is an aid, not legal advice.
 */

export const DISCLOSURE_LABELS = [
  'Ad',
  'Advertisement',
  'Sponsored',
  'Collaboration',
  'Partnership',
  'Employee',
  'Free gift',
] as const;
export type DisclosureLabel = (typeof DISCLOSURE_LABELS)[number];

export const DISCLOSURE_PROBLEMS = ['missing_label', 'not_upfront', 'gift_label_on_paid'] as const;
export type DisclosureProblem = (typeof DISCLOSURE_PROBLEMS)[number];

export interface Disclosure {
  ok: boolean;
  label: DisclosureLabel | null;
  problems: DisclosureProblem[];
}

/** A label must end within this many characters (code points, so an emoji counts once). */
export const UPFRONT_CHARACTERS = 125;

/** Plain words for each problem, with a fix to copy: the Submit Work and Add live post dialogs show them. */
export const DISCLOSURE_ADVICE: Record<DisclosureProblem, string> = {
  missing_label:
    'No advertisement label found. Start the caption with one people see at once, for example "#ad" or "Sponsored by BrandName".',
  not_upfront:
    'The label is hidden: put it in the first 125 characters, not only among the hashtags at the end. For example: "#ad Loving my new shoes from BrandName…".',
  gift_label_on_paid:
    'This is a paid deal: "Free gift" alone is not enough. Use "#ad" or "Sponsored" instead.',
};

// A letter, digit, mark (Devanagari vowel signs) or underscore continues a word: "#adventure",
// "Adidas" and "advertising" hold no label.
const WORD = '[\\p{L}\\p{N}\\p{M}_]';
const SPELLINGS: [DisclosureLabel, string][] = [
  ['Advertisement', 'advertisement'],
  ['Ad', 'ad'],
  ['Sponsored', 'sponsored'],
  ['Collaboration', 'collaboration'],
  ['Partnership', 'partnership'],
  ['Employee', 'employee'],
  ['Free gift', 'free[\\s_-]*gift'],
  // The same labels in Hindi, for a caption written in Hindi (docs/product.md#languages).
  ['Advertisement', 'विज्ञापन'],
  ['Sponsored', 'प्रायोजित'],
  ['Partnership', 'पेड[\\s_-]*पार्टनरशिप'],
  ['Free gift', 'मु(?:फ़्|फ्)त[\\s_-]*(?:उपहार|गिफ्ट)'],
];
const LABELS = new RegExp(
  `(?<!${WORD})#?(?:${SPELLINGS.map(([, s]) => `(${s})`).join('|')})(?!${WORD})`,
  'giu',
);

interface Found {
  label: DisclosureLabel;
  start: number;
  end: number;
}

function labelsIn(caption: string): Found[] {
  return [...caption.matchAll(LABELS)].map((m) => {
    const group = m.slice(1).findIndex((g) => g !== undefined);
    return { label: SPELLINGS[group]![0], start: m.index, end: m.index + m[0].length };
  });
}

/** Where a closing run of three or more hashtags after other text starts, or the caption's length. */
function closingRunStart(caption: string): number {
  const words = [...caption.matchAll(/\S+/g)];
  let first = words.length;
  while (first > 0 && words[first - 1]![0].startsWith('#')) first--;
  return words.length - first >= 3 && first > 0 ? words[first]!.index : caption.length;
}

const codePoints = (text: string) => Array.from(text).length;

/** The check of one caption; `paid` when the deal pays money (a barter's "Free gift" is fine). */
export function checkDisclosure(caption: string, { paid }: { paid: boolean }): Disclosure {
  const found = labelsIn(caption);
  if (!found.length) return { ok: false, label: null, problems: ['missing_label'] };
  const runStart = closingRunStart(caption);
  const upfront = found.some(
    (f) => f.start < runStart && codePoints(caption.slice(0, f.end)) <= UPFRONT_CHARACTERS,
  );
  const problems: DisclosureProblem[] = [];
  if (!upfront) problems.push('not_upfront');
  if (paid && found.every((f) => f.label === 'Free gift')) problems.push('gift_label_on_paid');
  return { ok: problems.length === 0, label: found[0]!.label, problems };
}

/** The check of a caption that may be absent: a submission without one has no verdict. */
export const disclosureOf = (caption: string | null | undefined, deal: { paid: boolean }) =>
  caption ? checkDisclosure(caption, deal) : null;
