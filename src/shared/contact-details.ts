import { digitOfWord, foldForDetection, MULTIPLIERS } from './contact-fold';

/*
 * The contact-detail detector (docs/product.md#message-flags): whether a message carries a phone
 * number, an email address, a UPI id or a way into an outside chat, also when it is disguised
 * (docs/decisions/063-contact-details-seen-through-disguises.md). It reads the text folded
 * (contact-fold.ts), and leaves alone what ordinary messages are full of: dates, prices, follower
 * counts, order numbers, Instagram handles.
 */

/* ---- Phone numbers ---- */

/** An Indian mobile (maybe after 0, 91 or 0091) or a landline with its STD code. */
const INDIAN_PHONE = /^(?:(?:0|91|0091)?[6-9]\d{9}|0[1-9]\d{9})$/;

/** Words that may sit inside a number written to slip past a filter ("98765 aur 43210"). */
const FILLERS = new Set(['and', 'aur', 'or', 'then', 'phir', 'fir', 'space', 'dash', 'hyphen', 'dot']);

/** Words after a number that make it a count or an amount, not part of a phone number. */
const COUNT_WORDS =
  /^(?:followers?|subscribers?|subs|views?|likes?|comments?|shares?|impressions?|reach|plays?|posts?|reels?|stories|story|videos?|k|l|lakhs?|lacs?|crores?|cr|mn|million|rupees?|rs|inr|days?|hours?|hrs?|mins?|minutes?|seconds?|secs?|weeks?|months?|years?|yrs?|pm|am|x|st|nd|rd|th)$/;

/** Words before a number that make it an amount. */
const CURRENCY_WORDS = /^(?:rs|inr|rupees?)$/;

/** Words just before a number that make it a reference, not a phone ("Order no. 9876543210"). */
const REFERENCE_WORDS =
  /^(?:order|invoice|txn|transaction|ref|reference|utr|awb|tracking|booking|ticket|pnr|#)$/;
const NUMBER_NOUNS = /^(?:no|num|number|nr|id)$/;

type Group = { digits: string; plus: boolean };

/** A run of numbers and number words with nothing but separators and fillers between them. */
type Chain = { groups: Group[]; amount: boolean; reference: boolean };

/** "1,50,000", "75,000.50": written as an amount, it is one, never part of a phone number. */
const GROUPED_AMOUNT = /(?<!\d)\d{1,3}(?:,\d{2,3})+(?:\.\d+)?(?!\d)/g;

/** Letters typed for digits inside a number: O for 0, l or I for 1 ("98765 4321O", "98l65"). */
const DIGIT_LOOKALIKES = /(?<![\p{L}\d])(?=(?:[oil|]*\d){3})(?=[\doil|]*[oil|])[\doil|]+(?![\p{L}\d])/gu;
const asDigit = (run: string) => run.replace(/o/g, '0').replace(/[il|]/g, '1');

/** Words (any script), runs of digits, a `+`, or one other visible character. */
const TOKEN = /(\+)|(\d+)|([\p{L}\p{M}]+)|([^\s\p{L}\p{M}\d])/gu;

/** Characters that may separate the parts of one number. */
const SEPARATORS = new Set([...'-.*_/|~,:;()[]{}\'"`=>']);

/** The chains of a folded text, left to right. */
function chainsOf(folded: string): Chain[] {
  const text = folded.replace(GROUPED_AMOUNT, ' amount ').replace(DIGIT_LOOKALIKES, asDigit);
  const chains: Chain[] = [];
  let chain: Chain = { groups: [], amount: false, reference: false };
  let recent: string[] = []; // the last two words or signs read, a number as '0'
  let plus = false;
  let times = 1;
  let fillers = 0;

  const close = () => {
    if (chain.groups.length > 0) chains.push(chain);
    chain = { groups: [], amount: false, reference: false };
    plus = false;
    times = 1;
    fillers = 0;
  };
  const remember = (token: string) => (recent = [recent.at(-1) ?? '', token]);
  const push = (digits: string) => {
    if (chain.groups.length === 0) {
      const [older, last] = recent;
      chain.amount = last === '₹' || last === '$' || CURRENCY_WORDS.test(last ?? '');
      chain.reference =
        REFERENCE_WORDS.test(last ?? '') ||
        (REFERENCE_WORDS.test(older ?? '') && NUMBER_NOUNS.test(last ?? ''));
    }
    chain.groups.push({ digits: digits.repeat(times), plus });
    plus = false;
    times = 1;
    fillers = 0;
    remember('0');
  };

  for (const m of text.matchAll(TOKEN)) {
    const [token, sign, digits, word] = m;
    if (sign) {
      plus = chain.groups.length === 0;
    } else if (digits) {
      // Glued to letters before it ("A98765432101", "v2"), it is part of an id.
      if (/[\p{L}\p{M}]$/u.test(text.slice(0, m.index))) {
        close();
        remember('id');
      } else push(digits);
    } else if (word) {
      const digit = digitOfWord(word);
      if (digit !== undefined) push(digit);
      else if (word === 'plus' && chain.groups.length === 0) plus = true;
      else if (MULTIPLIERS[word]) times = MULTIPLIERS[word];
      else if (FILLERS.has(word) && chain.groups.length > 0 && fillers < 2) fillers += 1;
      else {
        // A count or an amount ends with its number: that number was never part of a phone.
        if (COUNT_WORDS.test(word)) chain.groups.pop();
        close();
        remember(word);
      }
    } else if (!SEPARATORS.has(token)) {
      close();
      remember(token);
    }
  }
  close();
  return chains;
}

/** Whether these digits, written as one number, are a phone number. */
function isPhoneNumber(groups: Group[]): boolean {
  const digits = groups.map((g) => g.digits).join('');
  if (groups[0]!.plus) return digits.length >= 8 && digits.length <= 15;
  return INDIAN_PHONE.test(digits);
}

/**
 * A chain holds a phone number when some run of its groups, read as one number, is one, unless
 * they are round numbers side by side (amounts); after ₹ or Rs it is an amount unless it is shaped
 * like a phone and not like money ("Rs 98765 43210" is a disguise; "₹75000 80000" two round
 * amounts); after "order" or `#` it is a reference.
 */
function holdsPhone(chain: Chain): boolean {
  if (chain.reference) return false;
  const { groups } = chain;
  const round = (some: Group[]) => some.every((g) => g.digits.endsWith('00'));
  if (chain.amount && groups.every((g) => g.digits.length < 3 || g.digits.endsWith('00'))) return false;
  for (let from = 0; from < groups.length; from++)
    for (let to = from + 1; to <= groups.length; to++) {
      const some = groups.slice(from, to);
      // Round numbers side by side are amounts ("90000 and 80000"), whatever their digits make.
      if (some.length > 1 && round(some)) continue;
      if (isPhoneNumber(some)) return true;
    }
  return false;
}

/* ---- Email addresses and UPI ids ---- */

/** name@domain.tld, and UPI ids (name@okaxis, 98xxxxxx10@ybl, shop@paytm): anything@letters. */
const EMAIL_OR_UPI = /[a-z0-9._%+-]{2,}@[a-z][a-z0-9-]{1,}(\.[a-z0-9-]+)*/;

/** Mail services and UPI handles nobody names after "at" unless it is an address. */
const ADDRESS_HOSTS =
  'gmail|googlemail|yahoo|ymail|rediffmail|hotmail|outlook|icloud|protonmail|okaxis|oksbi|okhdfcbank|okicici|ybl|ibl|axl|apl|yapl|paytm|upi|ptsbi|pthdfc|ptyes|ptaxis|axisbank|hdfcbank|jupiteraxis|freecharge|ikwik|waicici|wahdfcbank|waaxis|wasbi';

/** An address with its `@` spelled out or spaced: "priya at gmail", "priya at glowco.in". */
const SPELLED_ADDRESS = new RegExp(
  `[a-z0-9._%+-]{2,}\\s*(?:\\s+at\\s+|@\\s+|\\s+@)\\s*(?:(?:${ADDRESS_HOSTS})\\b|[a-z0-9-]{2,}\\.(?:com|in|co|net|org|io|me|info|biz)\\b)`,
);

/** Top-level names and chat domains a "." (or "dot") between spaces is put back before. */
const DOMAIN_PARTS = 'com|in|co|net|org|io|me|info|biz|gg|group|dog|whatsapp|telegram|signal|discord';

/**
 * The text as an address reads when spelled out: "(at)", "[at]", "at the rate" (as Indian English
 * reads `@`) become `@`; "(dot)" and "dot" between words become `.`; spaces around a "." before a
 * domain's part and around a "/" go.
 */
function unspell(text: string): string {
  return text
    .replace(/[([{<]\s*(?:at|@)\s*[)\]}>]/g, '@')
    .replace(/[([{<]\s*(?:dot|\.)\s*[)\]}>]/g, '.')
    .replace(/\s*\b(?:at\s*the\s*rate(?:\s*of)?|attherate)\b\s*/g, '@')
    .replace(/(?<=[a-z0-9])\s+dot\s+(?=[a-z0-9])/g, '.')
    .replace(new RegExp(`(?<=[a-z0-9])\\s*\\.\\s*(?=(?:${DOMAIN_PARTS})\\b)`, 'g'), '.')
    .replace(/(?<=[a-z0-9])\s+slash\s+(?=[a-z0-9])/g, '/')
    .replace(/(?<=[a-z0-9])\s*\/\s*(?=[a-z0-9#+])/g, '/');
}

/* ---- Outside chats ---- */

/** Links to chats outside the platform. */
const OUTSIDE_CHAT =
  /\b(wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|whatsapp\.com\/|t\.me|telegram\.me|telegram\.dog|signal\.me|signal\.group|discord\.gg|discord\.com\/invite|m\.me|ig\.me)\//;

/** Chat apps outside the platform (an Instagram or YouTube handle is a creator's public profile). */
const CHAT_APPS = 'telegram|tg|signal|snapchat|snap|discord|skype|wechat|kik|threema';

/** An @handle soon after a chat app's name: "telegram: @priya_s", "find me on tg @priya". */
const CHAT_AT_HANDLE = new RegExp(
  `\\b(?:${CHAT_APPS}|whats\\s?app|watsapp|whatsap)\\b[^@\\n]{0,20}@[a-z_][a-z0-9_.]{2,}`,
);

/** A name given as a chat app's: "snap id is priya.s", "telegram: priya_s". */
const CHAT_NAMED_HANDLE = new RegExp(
  `\\b(?:${CHAT_APPS})\\b\\s*(?:(?:id|handle|username|user\\s?name)\\s*(?:is|[:=])?|[:=])\\s*@?[a-z][a-z0-9_.]{3,}`,
);

/* ---- The detector ---- */

/** Whether a body carries a phone number, an email address, a UPI id or a way into an outside chat. */
export function carriesContactDetails(body: string): boolean {
  const folded = foldForDetection(body);
  const unspelled = unspell(folded);
  return (
    EMAIL_OR_UPI.test(unspelled) ||
    SPELLED_ADDRESS.test(unspelled) ||
    OUTSIDE_CHAT.test(unspelled) ||
    CHAT_AT_HANDLE.test(folded) ||
    CHAT_NAMED_HANDLE.test(folded) ||
    chainsOf(folded).some(holdsPhone)
  );
}
