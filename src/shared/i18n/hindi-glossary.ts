/**
 * The product's Hindi names each thing one way (docs/hindi-glossary.md): each rule is a form the
 * Hindi texts do not use and the one they use instead. hindi-glossary.test.ts reads every Hindi
 * source file against these rules.
 */
export interface GlossaryRule {
  /** The English term or rule, as the glossary lists it. */
  readonly term: string;
  /** The form to write. */
  readonly use: string;
  /** A form not to write: a word or the start of one; a single letter is matched inside words too. */
  readonly avoid: string;
}

export const HINDI_GLOSSARY: readonly GlossaryRule[] = [
  { term: 'application', use: 'एप्लिकेशन', avoid: 'ऐप्लिकेशन' },
  { term: 'application', use: 'एप्लिकेशन', avoid: 'आवेदन' },
  { term: 'platform', use: 'प्लेटफ़ॉर्म', avoid: 'प्लैटफ़ॉर्म' },
  { term: 'platform', use: 'प्लेटफ़ॉर्म', avoid: 'प्लेटफॉर्म' },
  { term: 'action', use: 'एक्शन', avoid: 'ऐक्शन' },
  { term: 'influencer', use: 'इन्फ़्लुएंसर', avoid: 'इन्फ्लुएंसर' },
  { term: 'revision', use: 'रिविज़न', avoid: 'रिवीज़न' },
  { term: 'deliverable', use: 'डिलीवरेबल', avoid: 'डिलिवरेबल' },
  { term: 'campaign', use: 'कैंपेन', avoid: 'कैम्पेन' },
  { term: 'brand', use: 'ब्रांड', avoid: 'ब्रैंड' },
  { term: 'creator', use: 'क्रिएटर', avoid: 'क्रियेटर' },
  { term: 'profile', use: 'प्रोफ़ाइल', avoid: 'प्रोफाइल' },
  { term: 'notification', use: 'नोटिफ़िकेशन', avoid: 'नोटिफिकेशन' },
  { term: 'notification', use: 'नोटिफ़िकेशन', avoid: 'सूचनाएँ' },
  { term: 'email', use: 'ईमेल', avoid: 'ई-मेल' },
  { term: 'dashboard', use: 'डैशबोर्ड', avoid: 'डेशबोर्ड' },
  { term: 'invoice', use: 'इनवॉइस', avoid: 'इन्वॉइस' },
  { term: 'payment', use: 'पेमेंट', avoid: 'भुगतान' },
  { term: 'contact (page, form, details)', use: 'संपर्क', avoid: 'कॉन्टैक्ट' },
  { term: 'approve, approval', use: 'अप्रूव, अप्रूवल', avoid: 'मंज़ूर' },
  { term: 'approve, approval', use: 'अप्रूव, अप्रूवल', avoid: 'मंजूर' },
  { term: 'reject', use: 'रिजेक्ट', avoid: 'अस्वीकार' },
  { term: 'confirm, confirmation', use: 'पुष्टि', avoid: 'कन्फ़र्म' },
  { term: 'active (campaign, suspension)', use: 'एक्टिव', avoid: 'चालू कैंपेन' },
  { term: 'active (campaign, suspension)', use: 'एक्टिव', avoid: 'चालू सस्पेंशन' },
  { term: 'minimum, min', use: 'कम से कम', avoid: 'न्यूनतम' },
  { term: 'maximum, max', use: 'ज़्यादा से ज़्यादा', avoid: 'अधिकतम' },
  { term: 'required', use: 'ज़रूरी', avoid: 'जरूरी' },
  { term: 'more', use: 'ज़्यादा', avoid: 'ज्यादा' },
  { term: 'only', use: 'सिर्फ़', avoid: 'सिर्फ' },
  { term: 'phone', use: 'फ़ोन', avoid: 'फोन' },
  { term: 'no nukta on क़ ख़ ग़', use: 'क', avoid: 'क़' },
  { term: 'no nukta on क़ ख़ ग़', use: 'ख', avoid: 'ख़' },
  { term: 'no nukta on क़ ख़ ग़', use: 'ग', avoid: 'ग़' },
  { term: 'chandrabindu', use: 'यहाँ', avoid: 'यहां' },
  { term: 'chandrabindu', use: 'वहाँ', avoid: 'वहां' },
  { term: 'chandrabindu', use: 'जहाँ', avoid: 'जहां' },
  { term: 'chandrabindu', use: 'कहाँ', avoid: 'कहां' },
  { term: 'chandrabindu', use: 'माँग', avoid: 'मांग' },
  { term: 'chandrabindu', use: 'जाँच', avoid: 'जांच' },
  { term: 'chandrabindu', use: 'पहुँच', avoid: 'पहुंच' },
  { term: 'chandrabindu', use: 'ढूँढ', avoid: 'ढूंढ' },
];

const DEVANAGARI = '\\u0900-\\u097F';
const NUKTA = '\\u093C';

/**
 * A letter (क़) anywhere; a word where one starts, unless the next mark makes it another letter
 * (सिर्फ is not matched in सिर्फ़).
 */
function matcher(rule: GlossaryRule): RegExp {
  const avoid = rule.avoid.normalize('NFD');
  const letter = avoid.replace(/\u093C/g, '').length === 1;
  return letter ? new RegExp(avoid, 'u') : new RegExp(`(?<![${DEVANAGARI}])${avoid}(?!${NUKTA})`, 'u');
}

const MATCHERS = HINDI_GLOSSARY.map((rule) => ({ rule, re: matcher(rule) }));

export interface GlossaryBreak {
  /** 1-based line number in the text. */
  readonly line: number;
  readonly rule: GlossaryRule;
}

/** Every place in a text where it writes a form the glossary rules out. */
export function glossaryBreaks(text: string): GlossaryBreak[] {
  const found: GlossaryBreak[] = [];
  // NFD writes a letter with a nukta as two characters (क़ as क and ़), as the rules do.
  text
    .normalize('NFD')
    .split('\n')
    .forEach((content, index) => {
      for (const { rule, re } of MATCHERS) {
        if (re.test(content)) found.push({ line: index + 1, rule });
      }
    });
  return found;
}
