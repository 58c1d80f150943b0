import { describe, expect, it } from 'vitest';
import { checkDisclosure, disclosureOf, type DisclosureLabel, type DisclosureProblem } from './disclosure';

const pad = (n: number) => 'x'.repeat(n);
const filler = 'Loving these new running shoes, so light on my morning runs around the lake';

/** [caption, paid, label found, problems]. */
const CASES: [string, boolean, DisclosureLabel | null, DisclosureProblem[]][] = [
  // Each label, with and without '#', in any case.
  ['#ad Loving my new shoes', true, 'Ad', []],
  ['Ad: loving my new shoes', true, 'Ad', []],
  ['AD | new shoes', true, 'Ad', []],
  ['#Advertisement new shoes', true, 'Advertisement', []],
  ['advertisement - new shoes', true, 'Advertisement', []],
  ['#sponsored new shoes', true, 'Sponsored', []],
  ['SPONSORED by BrandName', true, 'Sponsored', []],
  ['#Collaboration with BrandName', true, 'Collaboration', []],
  ['In collaboration with BrandName', true, 'Collaboration', []],
  ['#partnership with BrandName', true, 'Partnership', []],
  ['Paid Partnership with BrandName', true, 'Partnership', []],
  ['#employee of BrandName, sharing our launch', true, 'Employee', []],
  ['Employee post: our launch', true, 'Employee', []],
  ['#FreeGift from BrandName', false, 'Free gift', []],
  ['Free gift from BrandName', false, 'Free gift', []],
  ['#free_gift from BrandName', false, 'Free gift', []],
  ['free-gift from BrandName', false, 'Free gift', []],
  // Inside words is no label.
  ['#adventure time in the hills', true, null, ['missing_label']],
  ['My Adidas shoes are here', true, null, ['missing_label']],
  ['advertising is everywhere', true, null, ['missing_label']],
  ['#ads are annoying', true, null, ['missing_label']],
  ['#sponsoredpost vibes', true, null, ['missing_label']],
  ['loaded with collaborations', true, null, ['missing_label']],
  ['Made in Ahmedabad', true, null, ['missing_label']],
  ['', true, null, ['missing_label']],
  // Emoji and line breaks around a label.
  ['✨#ad✨ new shoes', true, 'Ad', []],
  ['New shoes 👟\n#ad\nlink in bio', true, 'Ad', []],
  ['🔥🔥🔥 Sponsored 🔥🔥🔥', true, 'Sponsored', []],
  // The 125-character boundary (code points: an emoji counts once).
  [`${pad(122)} ad`, true, 'Ad', []],
  [`${pad(123)} ad`, true, 'Ad', ['not_upfront']],
  [`${'👟'.repeat(122)} ad`, true, 'Ad', []],
  [`${pad(124)} #ad`, true, 'Ad', ['not_upfront']],
  [`${filler}. ${filler}. #ad`, true, 'Ad', ['not_upfront']],
  // Labels only in a closing run of three or more hashtags.
  ['New shoes! #love #style #ad', true, 'Ad', ['not_upfront']],
  ['New shoes! #ad #love #style #run', true, 'Ad', ['not_upfront']],
  ['New shoes! #love #ad', true, 'Ad', []],
  ['#ad New shoes! #love #style #run', true, 'Ad', []],
  ['#ad #love #style', true, 'Ad', []],
  ['Sponsored: new shoes! #love #style #ad', true, 'Sponsored', []],
  // Hindi text around an English label.
  ['#ad मेरे नए जूते, बहुत हल्के', true, 'Ad', []],
  ['मेरे नए जूते #sponsored बहुत हल्के', true, 'Sponsored', []],
  ['मेरे नए जूते #adवाले', true, null, ['missing_label']],
  // Hindi labels, for a caption written in Hindi.
  ['#विज्ञापन मेरे नए जूते, बहुत हल्के', true, 'Advertisement', []],
  ['प्रायोजित: मेरे नए जूते', true, 'Sponsored', []],
  ['#पेड_पार्टनरशिप नई साड़ी', true, 'Partnership', []],
  ['मुफ़्त उपहार मिला, धन्यवाद!', false, 'Free gift', []],
  ['विज्ञापनों से थक गए हैं', true, null, ['missing_label']],
  // Free gift: fine on barter, alone not enough on a paid deal.
  ['Free gift from BrandName, thank you!', true, 'Free gift', ['gift_label_on_paid']],
  ['#freegift #ad from BrandName', true, 'Free gift', []],
  [`${pad(130)} free gift`, true, 'Free gift', ['not_upfront', 'gift_label_on_paid']],
];

describe('checkDisclosure', () => {
  it.each(CASES)('%j (paid %s): label %s, problems %j', (caption, paid, label, problems) => {
    expect(checkDisclosure(caption, { paid })).toEqual({ ok: problems.length === 0, label, problems });
  });

  it('has no verdict for a submission without a caption', () => {
    expect(disclosureOf(null, { paid: true })).toBeNull();
    expect(disclosureOf('', { paid: false })).toBeNull();
    expect(disclosureOf('#ad hi', { paid: false })).toEqual({ ok: true, label: 'Ad', problems: [] });
  });

  it('reads a caption of 2,500 joined hashtags as one word', () => {
    const caption = '#a'.repeat(2_500);
    expect(checkDisclosure(caption, { paid: true }).problems).toEqual(['missing_label']);
  });
});
