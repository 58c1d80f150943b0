/*
 * What the contact-detail detector (contact-details.ts) reads instead of the text as typed: the
 * same characters with the disguises taken off, so one set of rules sees "９８７６５", "९८७६५",
 * "9️⃣8️⃣7️⃣", "nau aath saat" and "gmаil" (a Cyrillic а) as what they say.
 */

/** The first code point (the zero) of each script's decimal digits people in India may type. */
const DIGIT_ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Urdu)
  0x0966, // Devanagari
  0x09e6, // Bengali
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Odia
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
  0x0e50, // Thai
];

/** Letters of other scripts that look like Latin ones, in the names of domains and UPI handles. */
const LOOKALIKES: Record<string, string> = {
  а: 'a', // Cyrillic
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g', // Latin script g
  ı: 'i',
  α: 'a', // Greek
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** Invisible characters that split a word or a number without showing (and the keycap's parts). */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufe0e\ufe0f\u20e3\ufeff]/g;

/**
 * NFKC first (fullwidth ９ and ＠, circled ⑨, superscript ⁹, mathematical 𝟗 become 9 and @), then the
 * invisible characters go (a keycap 9️⃣ is 9, U+FE0F, U+20E3), other scripts' digits become 0-9 and
 * look-alike letters Latin ones; lower case.
 */
export function foldForDetection(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase()) {
    const cp = ch.codePointAt(0)!;
    const zero = cp >= 0x0660 ? DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9) : undefined;
    out += zero !== undefined ? String(cp - zero) : (LOOKALIKES[ch] ?? ch);
  }
  return out;
}

/** Number words, English and Hindi (in Latin letters as typed in Hinglish, and in Devanagari). */
const NUMBER_WORDS: Record<string, string> = {};
for (const [digit, words] of [
  ['0', 'zero oh o shunya shoonya shunye sunya sifar शून्य'],
  ['1', 'one ek ik एक'],
  ['2', 'two do doh दो'],
  ['3', 'three teen tin तीन'],
  ['4', 'four char chaar chār चार'],
  ['5', 'five paanch panch paach panj पांच पाँच'],
  ['6', 'six chhe chhah chah cheh che chhey chhah छह छः छे'],
  ['7', 'seven saat sat सात'],
  ['8', 'eight aath ath aat आठ'],
  ['9', 'nine niner nau nao नौ'],
] as const)
  for (const word of words.split(' ')) NUMBER_WORDS[word] = digit;

/** The digits a number word stands for, or undefined. */
export const digitOfWord = (word: string): string | undefined => NUMBER_WORDS[word];

/** "double nine" is 99, "triple five" 555. */
export const MULTIPLIERS: Record<string, number> = { double: 2, dubble: 2, triple: 3, tripple: 3 };
