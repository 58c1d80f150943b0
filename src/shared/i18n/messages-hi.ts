import { translateMessage, type MessageDictionary } from './messages';

/**
 * Fields as messages name them, in Hindi: a schema's label ('Full name', 'Caption') and a request
 * field as describeZodError writes it ('full name', 'budget min'), both kept here in one form
 * (see hindiField). A field with no entry keeps its English name.
 */
export const FIELD_NAMES_HI: Readonly<Record<string, string>> = {
  Aadhaar: 'आधार',
  'Aadhaar number': 'आधार नंबर',
  'Accept privacy notice': 'प्राइवेसी नोटिस की स्वीकृति',
  'Account holder name': 'खाताधारक का नाम',
  'Account number': 'अकाउंट नंबर',
  Action: 'कार्रवाई',
  Address: 'पता',
  'Admin notes': 'एडमिन नोट्स',
  Amount: 'रकम',
  Availability: 'उपलब्धता',
  Bio: 'बायो',
  'Bank name': 'बैंक का नाम',
  Before: 'पिछला मैसेज',
  Budget: 'बजट',
  'Budget max': 'ज़्यादा से ज़्यादा बजट',
  'Budget min': 'कम से कम बजट',
  'Budget range': 'बजट रेंज',
  'Campaign id': 'कैंपेन id',
  Caption: 'कैप्शन',
  Category: 'कैटेगरी',
  'Collab type': 'कोलैब टाइप',
  'Collaboration type': 'कोलैब टाइप',
  Comment: 'कमेंट',
  'Company name': 'कंपनी का नाम',
  'Company website': 'कंपनी की वेबसाइट',
  'Counter amount': 'काउंटर रकम',
  'Counter message': 'काउंटर मैसेज',
  'Creator share': 'क्रिएटर का हिस्सा',
  'Current password': 'मौजूदा पासवर्ड',
  'Date field': 'तारीख का फ़ील्ड',
  'Date from': 'शुरुआती तारीख',
  'Date to': 'आखिरी तारीख',
  Deadline: 'डेडलाइन',
  'Decline reason': 'मना करने की वजह',
  Deliverable: 'डिलीवरेबल',
  Deliverables: 'डिलीवरेबल्स',
  Description: 'विवरण',
  'Destination url': 'डेस्टिनेशन URL',
  'Destination URL': 'डेस्टिनेशन URL',
  Details: 'विवरण',
  Duration: 'अवधि',
  'Duration days': 'अवधि (दिन)',
  'Editing skills': 'एडिटिंग स्किल्स',
  Email: 'ईमेल',
  'Engagement rate': 'एंगेजमेंट रेट',
  'Exclusivity days': 'एक्सक्लूसिविटी के दिन',
  'Expires at': 'खत्म होने का समय',
  Feedback: 'फ़ीडबैक',
  File: 'फ़ाइल',
  'Follower count': 'फ़ॉलोअर्स की संख्या',
  Format: 'फ़ॉर्मेट',
  'Full name': 'पूरा नाम',
  Fy: 'वित्त वर्ष',
  GSTIN: 'GSTIN',
  Gstin: 'GSTIN',
  Id: 'ID',
  IFSC: 'IFSC',
  Ifsc: 'IFSC',
  'Ifsc code': 'IFSC कोड',
  Industry: 'इंडस्ट्री',
  'Instagram handle': 'Instagram हैंडल',
  'Invite link': 'इनवाइट लिंक',
  Kind: 'प्रकार',
  Language: 'भाषा',
  'Languages spoken': 'बोली जाने वाली भाषाएँ',
  'Last event id': 'आखिरी इवेंट id',
  Lasteventid: 'आखिरी इवेंट id',
  Limit: 'limit',
  Link: 'लिंक',
  Links: 'लिंक',
  Location: 'लोकेशन',
  'Max followers': 'ज़्यादा से ज़्यादा फ़ॉलोअर्स',
  'Max price': 'ज़्यादा से ज़्यादा कीमत',
  Maxbudget: 'ज़्यादा से ज़्यादा बजट',
  Message: 'मैसेज',
  Metadata: 'मेटाडेटा',
  'Metadata.broadcast type': 'ब्रॉडकास्ट टाइप',
  'Min applications': 'कम से कम एप्लिकेशन',
  'Min engagement': 'कम से कम एंगेजमेंट',
  'Min followers': 'कम से कम फ़ॉलोअर्स',
  'Min rating': 'कम से कम रेटिंग',
  Minbudget: 'कम से कम बजट',
  Name: 'नाम',
  'New password': 'नया पासवर्ड',
  Niche: 'निश',
  Note: 'नोट',
  'Notice version': 'नोटिस का वर्ज़न',
  Offset: 'offset',
  Order: 'क्रम',
  'Override reason': 'अप्रूवल की वजह',
  PAN: 'PAN',
  Pan: 'PAN',
  'Pan number': 'PAN नंबर',
  Password: 'पासवर्ड',
  'Payment reference': 'पेमेंट रेफ़रेंस',
  'Payment status': 'पेमेंट स्टेटस',
  Period: 'अवधि',
  Phone: 'फ़ोन',
  Pitch: 'पिच',
  'Post price': 'पोस्ट की कीमत',
  'Posted at': 'पोस्ट करने का समय',
  Priority: 'प्राथमिकता',
  'Public profile': 'पब्लिक प्रोफ़ाइल',
  Q: 'सर्च',
  Quarter: 'तिमाही',
  Rating: 'रेटिंग',
  Reason: 'वजह',
  'Reel price': 'रील की कीमत',
  'Refund reason': 'रिफ़ंड की वजह',
  'Refund utr': 'रिफ़ंड UTR',
  'Rejection reason': 'रिजेक्ट करने की वजह',
  'Report type': 'रिपोर्ट का प्रकार',
  'Reported campaign id': 'रिपोर्ट किया गया कैंपेन',
  'Reported user id': 'रिपोर्ट किया गया यूज़र',
  Resolution: 'फ़ैसला',
  Response: 'जवाब',
  'Revision rounds': 'रिविज़न राउंड',
  Scope: 'दायरा',
  Search: 'सर्च',
  Sort: 'क्रम',
  State: 'राज्य',
  Status: 'स्टेटस',
  'Story price': 'स्टोरी की कीमत',
  Subject: 'विषय',
  'Submission type': 'सबमिशन का प्रकार',
  'Suspension duration': 'सस्पेंशन की अवधि',
  'Suspension type': 'सस्पेंशन का प्रकार',
  Tag: 'टैग',
  Tags: 'टैग',
  'Target audience': 'ऑडियंस',
  'Target id': 'टारगेट id',
  'Target ids': 'टारगेट id',
  'Target type': 'टारगेट का प्रकार',
  Territory: 'इलाका',
  Text: 'टेक्स्ट',
  Title: 'टाइटल',
  Token: 'टोकन',
  Type: 'प्रकार',
  Unit: 'इकाई',
  'Upi id': 'UPI ID',
  'UPI ID': 'UPI ID',
  Url: 'URL',
  URL: 'URL',
  'Usage rights': 'यूज़ेज राइट्स',
  'Usage scope': 'यूज़ेज का दायरा',
  'Usage territory': 'यूज़ेज का इलाका',
  'User type': 'यूज़र टाइप',
  Username: 'यूज़रनेम',
  Utr: 'UTR',
  UTR: 'UTR',
  Visibility: 'विज़िबिलिटी',
  Website: 'वेबसाइट',
  'Website url': 'वेबसाइट URL',
  'X handle': 'X हैंडल',
  'Youtube handle': 'YouTube हैंडल',
  'YouTube handle': 'YouTube हैंडल',
};

/** Each part of a field's name in Hindi: 'Full name', 'full name' and 'full_name' alike; a path's parts one by one. */
export function hindiField(name: string): string {
  const named = FIELD_NAMES_HI[name];
  if (named !== undefined) return named;
  const human = name.replace(/_/g, ' ').toLowerCase();
  const sentence = `${human.charAt(0).toUpperCase()}${human.slice(1)}`;
  const known = FIELD_NAMES_HI[sentence];
  if (known !== undefined) return known;
  if (name.includes('.'))
    return name
      .split('.')
      .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : hindiField(part)))
      .join(' › ');
  return name;
}

/** The things a refusal can say were not found (`${what} not found`), each with its gender in Hindi. */
const NOUNS: Readonly<Record<string, readonly [string, 'm' | 'f']>> = {
  Agreement: ['एग्रीमेंट', 'm'],
  Application: ['एप्लिकेशन', 'f'],
  Avatar: ['प्रोफ़ाइल फ़ोटो', 'f'],
  Campaign: ['कैंपेन', 'm'],
  'Contact message': ['संपर्क मैसेज', 'm'],
  Conversation: ['बातचीत', 'f'],
  Creator: ['क्रिएटर', 'm'],
  'Creator on this shortlist': ['इस शॉर्टलिस्ट में यह क्रिएटर', 'm'],
  'Data export': ['डेटा की कॉपी', 'f'],
  Dispute: ['विवाद', 'm'],
  Document: ['डॉक्यूमेंट', 'm'],
  Email: ['ईमेल', 'm'],
  'Funding claim': ['फ़ंडिंग क्लेम', 'm'],
  Grievance: ['शिकायत', 'f'],
  Invitation: ['इनविटेशन', 'm'],
  'Invite link': ['इनवाइट लिंक', 'm'],
  Invoice: ['इनवॉइस', 'm'],
  Notification: ['नोटिफ़िकेशन', 'm'],
  Offer: ['ऑफ़र', 'm'],
  'Payment details': ['पेमेंट की जानकारी', 'f'],
  Payout: ['पेआउट', 'm'],
  Post: ['पोस्ट', 'f'],
  Profile: ['प्रोफ़ाइल', 'f'],
  Report: ['रिपोर्ट', 'f'],
  Shortlist: ['शॉर्टलिस्ट', 'f'],
  Submission: ['सबमिशन', 'm'],
  Suspension: ['सस्पेंशन', 'm'],
  Transaction: ['ट्रांज़ैक्शन', 'm'],
  User: ['यूज़र', 'm'],
};

const notFoundHi = (what: string) => {
  const [noun, gender] = NOUNS[what] ?? [hindiField(what), 'm'];
  return `${noun} नहीं ${gender === 'f' ? 'मिली' : 'मिला'}`;
};

/** Statuses as a sentence names them (`this campaign is paused`), shown in quotes after "स्टेटस". */
const STATUSES: Readonly<Record<string, string>> = {
  accepted: 'स्वीकार',
  active: 'एक्टिव',
  all: 'सभी',
  answered: 'जवाब दिया गया',
  approved: 'अप्रूव',
  awaiting_confirmation: 'पुष्टि बाकी',
  cancelled: 'रद्द',
  completed: 'पूरा',
  countered: 'काउंटर किया गया',
  declined: 'मना किया गया',
  deleted: 'डिलीट',
  dismissed: 'खारिज',
  done: 'पूरा',
  draft: 'ड्राफ़्ट',
  due: 'देय',
  expired: 'एक्सपायर',
  failed: 'फ़ेल',
  flagged: 'फ़्लैग',
  held: 'जमा',
  new: 'नया',
  none: 'कोई नहीं',
  'not held (it was rejected)': 'जमा नहीं (रिजेक्ट हो गया था)',
  on_hold: 'होल्ड पर',
  open: 'खुला',
  paid: 'पेड',
  paused: 'रुका हुआ',
  pending: 'पेंडिंग',
  ready: 'तैयार',
  refunded: 'रिफ़ंड',
  rejected: 'रिजेक्ट',
  released: 'रिलीज़',
  removed: 'हटाया गया',
  resolved: 'सुलझ गया',
  revision_requested: 'रिविज़न माँगा गया',
  sending: 'भेजा जा रहा है',
  sent: 'भेजा गया',
  withdrawn: 'वापस लिया गया',
};
const status = (s: string | undefined) => `‘${STATUSES[s ?? ''] ?? s}’`;

/** What cannot be done to a campaign: `cannot be edited`. */
const CANNOT: Readonly<Record<string, string>> = {
  edited: 'एडिट नहीं किया जा सकता',
  deleted: 'डिलीट नहीं किया जा सकता',
  removed: 'हटाया नहीं जा सकता',
};
const cannot = (action: string | undefined) => CANNOT[action ?? ''] ?? `${action} नहीं किया जा सकता`;

const ROLES: Readonly<Record<string, string>> = { creators: 'क्रिएटर', brands: 'ब्रांड', admins: 'एडमिन' };
const roles = (list: string | undefined) =>
  (list ?? '')
    .split(' or ')
    .map((r) => ROLES[r] ?? r)
    .join(' या ');

/** The characters a social handle may hold (social-handles.ts). */
const HANDLE_CHARACTERS: Readonly<Record<string, string>> = {
  'letters, numbers, periods and underscores': 'अक्षर, अंक, पॉइंट (.) और अंडरस्कोर (_)',
  'letters, numbers, periods, hyphens and underscores': 'अक्षर, अंक, पॉइंट (.), हाइफ़न (-) और अंडरस्कोर (_)',
  'letters, numbers and underscores': 'अक्षर, अंक और अंडरस्कोर (_)',
};

/** zod's own words for a value's type (`expected number, received string`). */
const TYPES: Readonly<Record<string, string>> = {
  string: 'टेक्स्ट',
  number: 'संख्या',
  boolean: 'true या false',
  object: 'ऑब्जेक्ट',
  array: 'लिस्ट',
  undefined: 'कुछ नहीं',
  null: 'null',
  date: 'तारीख',
  bigint: 'संख्या',
  NaN: 'NaN',
};
const type = (t: string | undefined) => TYPES[t ?? ''] ?? t;
const UNITS: Readonly<Record<string, string>> = {
  characters: 'अक्षर',
  items: 'आइटम',
  bytes: 'बाइट',
  entries: 'एंट्री',
};
const unit = (u: string | undefined) => UNITS[u ?? ''] ?? u;
/** zod's names of a text's formats (`Invalid email address`). */
const FORMATS: Readonly<Record<string, string>> = {
  input: 'इनपुट',
  'email address': 'ईमेल पता',
  URL: 'URL',
  UUID: 'UUID',
  'ISO datetime': 'तारीख और समय (ISO)',
  'ISO date': 'तारीख (ISO)',
  'ISO time': 'समय (ISO)',
  'ISO duration': 'अवधि (ISO)',
};

type Pattern = MessageDictionary['patterns'][number];
const f = hindiField;

/** Messages that name a field, a number or a status, and zod's own messages, tried in this order. */
const patterns: Pattern[] = [
  [/^(.+) not found\.?$/, (m) => notFoundHi(m[1]!)],
  [/^Your account has been suspended: ([\s\S]*)$/, (m) => `आपका अकाउंट सस्पेंड कर दिया गया है: ${m[1]}`],
  [/^Only (.+) can do this$/, (m) => `यह सिर्फ़ ${roles(m[1])} कर सकते हैं`],
  [/^Request body is too large \(at most (\d+) MB\)$/, (m) => `रिक्वेस्ट बहुत बड़ी है (ज़्यादा से ज़्यादा ${m[1]} MB)`],
  [
    /^Send the file as multipart\/form-data in the field "(.+)"$/,
    (m) => `फ़ाइल multipart/form-data के रूप में "${m[1]}" फ़ील्ड में भेजें`,
  ],
  [/^(.+): a file is required in the field "(.+)"$/, (m) => `${f(m[1]!)}: "${m[2]}" फ़ील्ड में फ़ाइल ज़रूरी है`],
  [/^(.+): the file is empty$/, (m) => `${f(m[1]!)}: फ़ाइल खाली है`],
  [/^(.+): only creators can set this field$/, (m) => `${f(m[1]!)}: यह फ़ील्ड सिर्फ़ क्रिएटर भर सकते हैं`],
  [/^(.+): only brands can set this field$/, (m) => `${f(m[1]!)}: यह फ़ील्ड सिर्फ़ ब्रांड भर सकते हैं`],
  [
    /^(.+): only creators and brands can set this field$/,
    (m) => `${f(m[1]!)}: यह फ़ील्ड सिर्फ़ क्रिएटर और ब्रांड भर सकते हैं`,
  ],
  [
    /^Please fill in all required fields: (.+)\.$/,
    (m) => `कृपया सभी ज़रूरी फ़ील्ड भरें: ${m[1]!.split(', ').map(f).join(', ')}।`,
  ],
  [
    /^GSTIN is registered in (.+), not in your state (.+)$/,
    (m) => `यह GSTIN ${m[1]} में रजिस्टर्ड है, आपके राज्य ${m[2]} में नहीं`,
  ],
  [
    /^Applications to this campaign closed on (.+), its deadline\.$/,
    (m) => `इस कैंपेन में अप्लाई करने की आखिरी तारीख ${m[1]} थी, अब एप्लिकेशन बंद हैं।`,
  ],
  [
    /^Only a pending application can be withdrawn; this one is already (.+)\.$/,
    (m) => `सिर्फ़ पेंडिंग एप्लिकेशन वापस ली जा सकती है; इसका स्टेटस पहले से ${status(m[1])} है।`,
  ],
  [
    /^Applications can be accepted only while the campaign is active; this campaign is (.+)$/,
    (m) => `एप्लिकेशन सिर्फ़ एक्टिव कैंपेन में स्वीकार हो सकती हैं; इस कैंपेन का स्टेटस ${status(m[1])} है`,
  ],
  [
    /^This application is already (.+); only a pending application can be accepted or rejected$/,
    (m) => `इस एप्लिकेशन का स्टेटस पहले से ${status(m[1])} है; सिर्फ़ पेंडिंग एप्लिकेशन स्वीकार या रिजेक्ट की जा सकती है`,
  ],
  [
    /^Only a draft can be published; this campaign is (.+)$/,
    (m) => `सिर्फ़ ड्राफ़्ट पब्लिश किया जा सकता है; इस कैंपेन का स्टेटस ${status(m[1])} है`,
  ],
  [
    /^Only an active campaign can be completed; this campaign is (.+)$/,
    (m) => `सिर्फ़ एक्टिव कैंपेन पूरा किया जा सकता है; इस कैंपेन का स्टेटस ${status(m[1])} है`,
  ],
  [
    /^This campaign was (.+) by moderators and cannot be (.+)\. Please contact support\.$/,
    (m) =>
      `मॉडरेटर ने इस कैंपेन का स्टेटस ${status(m[1])} कर दिया है, इसलिए इसे ${cannot(m[2])}। कृपया सपोर्ट से संपर्क करें।`,
  ],
  [
    /^This campaign's funding is awaiting confirmation, so it cannot be (.+): an admin confirms or rejects the claim first$/,
    (m) =>
      `इस कैंपेन की फ़ंडिंग की पुष्टि अभी बाकी है, इसलिए इसे ${cannot(m[1])}: पहले एडमिन क्लेम की पुष्टि करेंगे या उसे रिजेक्ट करेंगे`,
  ],
  [
    /^The platform holds this campaign's funding, so it cannot be (.+): an admin refunds the money to the brand first$/,
    (m) => `इस कैंपेन की फ़ंडिंग प्लेटफ़ॉर्म के पास जमा है, इसलिए इसे ${cannot(m[1])}: पहले एडमिन पैसा ब्रांड को रिफ़ंड करेंगे`,
  ],
  [
    /^This campaign is (.+) and cannot be funded$/,
    (m) => `इस कैंपेन का स्टेटस ${status(m[1])} है, इसलिए इसे फ़ंड नहीं किया जा सकता`,
  ],
  [
    /^This campaign is (.+); work can be submitted only while it is active$/,
    (m) => `इस कैंपेन का स्टेटस ${status(m[1])} है; काम सिर्फ़ एक्टिव कैंपेन में सबमिट किया जा सकता है`,
  ],
  [
    /^This email is (.+); only a failed email can be sent again$/,
    (m) => `इस ईमेल का स्टेटस ${status(m[1])} है; सिर्फ़ फ़ेल हुआ ईमेल दोबारा भेजा जा सकता है`,
  ],
  [
    /^This funding claim is already (.+); only a claim awaiting confirmation can be confirmed or rejected$/,
    (m) =>
      `इस फ़ंडिंग क्लेम का स्टेटस पहले से ${status(m[1])} है; सिर्फ़ पुष्टि के इंतज़ार वाले क्लेम की ही पुष्टि की जा सकती है या उसे रिजेक्ट किया जा सकता है`,
  ],
  [
    /^This funding is (.+); only held money can be refunded$/,
    (m) => `इस फ़ंडिंग का स्टेटस ${status(m[1])} है; सिर्फ़ जमा पैसा रिफ़ंड किया जा सकता है`,
  ],
  [
    /^(\d+) payouts? of this campaign (?:is|are) still to be paid or cancelled; settle (?:it|them) before refunding the rest$/,
    (m) => `इस कैंपेन के ${m[1]} पेआउट अभी पेड या रद्द होने बाकी हैं; बाकी पैसा रिफ़ंड करने से पहले उन्हें निपटाएँ`,
  ],
  [
    /^This offer is (.+); it can no longer be changed that way$/,
    (m) => `इस ऑफ़र का स्टेटस ${status(m[1])} है; अब इसे इस तरह बदला नहीं जा सकता`,
  ],
  [
    /^This payout is (.+); only a due payout can be marked paid$/,
    (m) => `इस पेआउट का स्टेटस ${status(m[1])} है; सिर्फ़ देय पेआउट को पेड मार्क किया जा सकता है`,
  ],
  [
    /^This submission was already reviewed \((.+)\); only pending work can be reviewed$/,
    (m) => `इस सबमिशन का रिव्यू पहले ही हो चुका है (${status(m[1])}); सिर्फ़ पेंडिंग काम का रिव्यू हो सकता है`,
  ],
  [
    /^Work cannot be submitted for an application that is (.+)$/,
    (m) => `जिस एप्लिकेशन का स्टेटस ${status(m[1])} है, उस पर काम सबमिट नहीं किया जा सकता`,
  ],
  [
    /^This campaign allows (\d+) revision rounds? and all are used; approve or reject the work$/,
    (m) => `इस कैंपेन में ${m[1]} रिविज़न राउंड मिलते हैं और सब इस्तेमाल हो चुके हैं; काम को अप्रूव या रिजेक्ट करें`,
  ],
  [
    /^This amount is more than the budget has left after the amounts already agreed \((₹[\d,]+)\)$/,
    (m) => `यह रकम तय हो चुकी रकमों के बाद बचे बजट (${m[1]}) से ज़्यादा है`,
  ],
  [
    /^A shortlist can hold at most (\d+) creators; remove some or start another shortlist$/,
    (m) => `एक शॉर्टलिस्ट में ज़्यादा से ज़्यादा ${m[1]} क्रिएटर रह सकते हैं; कुछ हटाएँ या नई शॉर्टलिस्ट बनाएँ`,
  ],
  [
    /^You can keep at most (\d+) shortlists; delete one you no longer need first$/,
    (m) => `आप ज़्यादा से ज़्यादा ${m[1]} शॉर्टलिस्ट रख सकते हैं; पहले कोई ऐसी शॉर्टलिस्ट डिलीट करें जिसकी ज़रूरत नहीं है`,
  ],
  [
    /^An application can have at most (\d+) live posts$/,
    (m) => `एक एप्लिकेशन में ज़्यादा से ज़्यादा ${m[1]} लाइव पोस्ट हो सकती हैं`,
  ],
  [/^Choose 1 to (\d+) creators to invite$/, (m) => `इनवाइट करने के लिए 1 से ${m[1]} क्रिएटर चुनें`],
  [
    /^Disputes can be opened within (\d+) days of the work's approval or the collaboration's completion$/,
    (m) => `विवाद काम के अप्रूव होने या कोलैबोरेशन पूरा होने के ${m[1]} दिन के अंदर ही खोला जा सकता है`,
  ],
  [
    /^You can ask for at most (\d+) copies of your data a day\. Please try again tomorrow\.$/,
    (m) => `आप एक दिन में ज़्यादा से ज़्यादा ${m[1]} बार अपने डेटा की कॉपी माँग सकते हैं। कृपया कल फिर कोशिश करें।`,
  ],
  [
    /^You can raise at most (\d+) grievances a day\. Please try again tomorrow\.$/,
    (m) => `आप एक दिन में ज़्यादा से ज़्यादा ${m[1]} शिकायतें दर्ज कर सकते हैं। कृपया कल फिर कोशिश करें।`,
  ],
  [
    /^Notification stream closed: an account may keep at most (\d+) open, and a newer one was opened$/,
    (m) =>
      `नोटिफ़िकेशन स्ट्रीम बंद हो गई: एक अकाउंट में ज़्यादा से ज़्यादा ${m[1]} स्ट्रीम खुली रह सकती हैं, और एक नई खोली गई है`,
  ],
  [/^Broadcast sent to (\d+) users?$/, (m) => `ब्रॉडकास्ट ${m[1]} ${m[1] === '1' ? 'यूज़र' : 'यूज़र्स'} को भेजा गया`],
  [/^Unknown email preference: (.+) \(known: (.+)\)$/, (m) => `अनजानी ईमेल सेटिंग: ${m[1]} (ये मान्य हैं: ${m[2]})`],
  [/^Please enter your (.+) or a link like (.+)$/, (m) => `अपना ${f(m[1]!)} या ${m[2]} जैसा लिंक डालें`],
  [/^(.+) may only contain (.+)$/, (m) => `${f(m[1]!)} में सिर्फ़ ${HANDLE_CHARACTERS[m[2]!] ?? m[2]} हो सकते हैं`],

  // A field and its rule: `${label} must be at most ${max} characters` and the like.
  [/^(.+) is required$/, (m) => `${f(m[1]!)} ज़रूरी है`],
  [/^(.+) are required$/, (m) => `${f(m[1]!)} ज़रूरी है`],
  [/^(.+) is too large$/, (m) => `${f(m[1]!)} का मान बहुत बड़ा है`],
  [/^(.+) must be (\d+) to ([\d,]+) characters$/, (m) => `${f(m[1]!)} में ${m[2]} से ${m[3]} अक्षर होने चाहिए`],
  [/^(.+) must be at most ([\d,]+) characters$/, (m) => `${f(m[1]!)} में ज़्यादा से ज़्यादा ${m[2]} अक्षर हो सकते हैं`],
  [
    /^(.+) must be at least ([\d,]+) characters(?: long)?$/,
    (m) => `${f(m[1]!)} में कम से कम ${m[2]} अक्षर होने चाहिए`,
  ],
  [/^(.+) must be at most ([\d,]+) days$/, (m) => `${f(m[1]!)} ज़्यादा से ज़्यादा ${m[2]} दिन हो सकते हैं`],
  [/^(.+) must be at most ([\d,.]+)$/, (m) => `${f(m[1]!)} का मान ज़्यादा से ज़्यादा ${m[2]} हो सकता है`],
  [/^(.+) must be at least ([\d,.]+)$/, (m) => `${f(m[1]!)} का मान कम से कम ${m[2]} होना चाहिए`],
  [/^(.+) must be 0 or more$/, (m) => `${f(m[1]!)} का मान 0 या उससे ज़्यादा होना चाहिए`],
  [/^(.+): at most (\d+)(?: .+)?$/, (m) => `${f(m[1]!)}: ज़्यादा से ज़्यादा ${m[2]}`],
  [/^(.+) must be a number$/, (m) => `${f(m[1]!)} में सिर्फ़ संख्या लिखें`],
  [/^(.+) must be a whole number$/, (m) => `${f(m[1]!)} में पूरी संख्या लिखें`],
  [/^(.+) must be a whole number of rupees$/, (m) => `${f(m[1]!)} पूरे रुपयों में लिखें`],
  [/^(.+) must be a whole number of days$/, (m) => `${f(m[1]!)} पूरे दिनों में लिखें`],
  [/^(.+) must be a number of days$/, (m) => `${f(m[1]!)} दिनों की संख्या में लिखें`],
  [
    /^(.+) must be a whole number from ([\d,]+) to ([\d,]+)$/,
    (m) => `${f(m[1]!)} ${m[2]} से ${m[3]} तक की पूरी संख्या होनी चाहिए`,
  ],
  [/^(.+) must be a date \(YYYY-MM-DD\)$/, (m) => `${f(m[1]!)} में तारीख YYYY-MM-DD फ़ॉर्मेट में लिखें`],
  [
    /^(.+) must be an ISO 8601 date or date-time$/,
    (m) => `${f(m[1]!)} में तारीख या तारीख-समय ISO 8601 फ़ॉर्मेट में लिखें`,
  ],
  [/^(.+) must be an ISO 8601 date and time$/, (m) => `${f(m[1]!)} में तारीख और समय ISO 8601 फ़ॉर्मेट में लिखें`],
  [
    /^(.+) must be an ISO date \(YYYY-MM-DD or a full timestamp\)$/,
    (m) => `${f(m[1]!)} में तारीख ISO फ़ॉर्मेट में लिखें (YYYY-MM-DD या पूरा टाइमस्टैम्प)`,
  ],
  [/^(.+) must be true or false$/, (m) => `${f(m[1]!)} का मान true या false होना चाहिए`],
  [/^(.+) must be text$/, (m) => `${f(m[1]!)} टेक्स्ट में होना चाहिए`],
  [/^(.+) must be a list of text$/, (m) => `${f(m[1]!)} टेक्स्ट की लिस्ट होनी चाहिए`],
  [/^(.+) must be a list$/, (m) => `${f(m[1]!)} एक लिस्ट होनी चाहिए`],
  [/^(.+) must be an object$/, (m) => `${f(m[1]!)} एक ऑब्जेक्ट होना चाहिए`],
  [/^(.+) must not be empty$/, (m) => `${f(m[1]!)} खाली नहीं हो सकता`],
  [
    /^(.+) must be one or more of: (.+) \(separated by commas\)$/,
    (m) => `${f(m[1]!)}: इनमें से एक या ज़्यादा चुनें (कॉमा से अलग करें): ${m[2]}`,
  ],
  [/^(.+) must be one of:? (.+)$/, (m) => `${f(m[1]!)}: इनमें से एक चुनें: ${m[2]}`],
  [
    /^(.+?) must be ((?:[\w./-]+, )*[\w./-]+),? or ([\w./-]+)$/,
    (m) => `${f(m[1]!)}: ${m[2]} या ${m[3]} में से एक चुनें`,
  ],
  [
    /^(.+) contains a character that is not valid text$/,
    (m) => `${f(m[1]!)} में एक ऐसा कैरेक्टर है जो सही टेक्स्ट नहीं है`,
  ],
  [/^(.+) must not contain control characters$/, (m) => `${f(m[1]!)} में कंट्रोल कैरेक्टर नहीं हो सकते`],
  [
    /^(.+) must be one line of text, without line breaks, tabs or control characters$/,
    (m) => `${f(m[1]!)} एक ही लाइन में लिखें, बिना लाइन ब्रेक, टैब या कंट्रोल कैरेक्टर के`,
  ],

  // zod's own messages, where a schema gives none (src/server/zod-messages.ts puts the field in front).
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    (m) => `गलत इनपुट: ${type(m[1])} चाहिए, पर ${type(m[2])} मिला`,
  ],
  [/^Invalid input: expected (.+)$/, (m) => `गलत इनपुट: ${m[1]} होना चाहिए`],
  [/^Invalid option: expected one of (.+)$/, (m) => `गलत विकल्प: इनमें से एक चुनें: ${m[1]!.split('|').join(', ')}`],
  [
    /^Too big: expected \w+ to have (<=|<|exactly )(\d+) (\w+)$/,
    (m) =>
      m[1] === 'exactly '
        ? `ठीक ${m[2]} ${unit(m[3])} होने चाहिए`
        : `बहुत लंबा: ${m[1] === '<' ? `${m[2]} से कम` : `ज़्यादा से ज़्यादा ${m[2]}`} ${unit(m[3])} हो सकते हैं`,
  ],
  [
    /^Too big: expected \w+ to be (<=|<|exactly )(.+)$/,
    (m) =>
      m[1] === '<='
        ? `बहुत बड़ा: ${m[2]} या उससे कम होना चाहिए`
        : m[1] === '<'
          ? `बहुत बड़ा: ${m[2]} से कम होना चाहिए`
          : `ठीक ${m[2]} होना चाहिए`,
  ],
  [
    /^Too small: expected \w+ to have (>=|>|exactly )(\d+) (\w+)$/,
    (m) =>
      m[1] === 'exactly '
        ? `ठीक ${m[2]} ${unit(m[3])} होने चाहिए`
        : `बहुत छोटा: ${m[1] === '>' ? `${m[2]} से ज़्यादा` : `कम से कम ${m[2]}`} ${unit(m[3])} होने चाहिए`,
  ],
  [
    /^Too small: expected \w+ to be (>=|>|exactly )(.+)$/,
    (m) =>
      m[1] === '>='
        ? `बहुत छोटा: ${m[2]} या उससे ज़्यादा होना चाहिए`
        : m[1] === '>'
          ? `बहुत छोटा: ${m[2]} से ज़्यादा होना चाहिए`
          : `ठीक ${m[2]} होना चाहिए`,
  ],
  [/^Invalid string: must start with "(.*)"$/, (m) => `"${m[1]}" से शुरू होना चाहिए`],
  [/^Invalid string: must end with "(.*)"$/, (m) => `"${m[1]}" पर खत्म होना चाहिए`],
  [/^Invalid string: must include "(.*)"$/, (m) => `इसमें "${m[1]}" होना चाहिए`],
  [/^Invalid string: must match pattern .+$/, () => 'सही फ़ॉर्मेट में नहीं है'],
  [/^Invalid number: must be a multiple of (.+)$/, (m) => `${m[1]} का गुणज होना चाहिए`],
  [/^Unrecognized keys?: (.+)$/, (m) => `अनजाने फ़ील्ड: ${m[1]}`],
  [/^Invalid key in (.+)$/, (m) => `${m[1]} में गलत key`],
  [/^Invalid value in (.+)$/, (m) => `${m[1]} में गलत मान`],
  [/^Invalid discriminator value\. Expected (.+)$/, (m) => `गलत मान: इनमें से एक होना चाहिए: ${m[1]}`],
  [/^Invalid (.+)$/, (m) => `${FORMATS[m[1]!] ?? m[1]} सही नहीं है`],

  // describeZodError's `field: message`, for a message that does not name its field.
  [/^([a-z][\w.]*(?: [\w.]+)*): ([\s\S]+)$/, (m) => `${f(m[1]!)}: ${translateMessage(m[2]!, messagesHi)}`],
];

const exact: Record<string, string> = {
  // Sign-up, sign-in, passwords, email.
  'Email is required': 'ईमेल ज़रूरी है',
  'Email must be at most 254 characters': 'ईमेल में ज़्यादा से ज़्यादा 254 अक्षर हो सकते हैं',
  'Invalid email format': 'ईमेल का फ़ॉर्मेट सही नहीं है',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'This password is too common and easy to guess. Please choose a different one.':
    'यह पासवर्ड बहुत आम है और आसानी से अंदाज़ा लगाया जा सकता है। कृपया कोई दूसरा पासवर्ड चुनें।',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Password is too long': 'पासवर्ड बहुत लंबा है',
  'Password is incorrect': 'पासवर्ड गलत है',
  'Passwords do not match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'User type must be influencer or brand': 'यूज़र टाइप influencer या brand होना चाहिए',
  'Email already registered': 'यह ईमेल पहले से रजिस्टर्ड है',
  'Invalid credentials': 'ईमेल या पासवर्ड गलत है',
  'Please sign in to continue': 'आगे बढ़ने के लिए कृपया साइन इन करें',
  'Your session has ended. Please sign in again.': 'आपका सेशन खत्म हो गया है। कृपया फिर से साइन इन करें।',
  'If an account uses that email, we have sent it a link to choose a new password. The link works for 60 minutes.':
    'अगर इस ईमेल से कोई अकाउंट है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है। यह लिंक 60 मिनट तक काम करेगा।',
  'Your password has been changed. Sign in with your new password.':
    'आपका पासवर्ड बदल दिया गया है। अपने नए पासवर्ड से साइन इन करें।',
  'Your password has been changed. You have been signed out everywhere else.':
    'आपका पासवर्ड बदल दिया गया है। बाकी सभी जगहों से आपको साइन आउट कर दिया गया है।',
  'Invalid or expired link': 'यह लिंक गलत है या इसकी समय-सीमा खत्म हो चुकी है',
  'Your email address is verified.': 'आपका ईमेल पता वेरिफ़ाई हो गया है।',
  'We have sent you a new verification link.': 'हमने आपको नया वेरिफ़िकेशन लिंक भेज दिया है।',
  'Your email address is already verified.': 'आपका ईमेल पता पहले से वेरिफ़ाई है।',
  'Current password is incorrect': 'मौजूदा पासवर्ड गलत है',
  'Current password is required': 'मौजूदा पासवर्ड ज़रूरी है',
  'Choose a password different from your current one': 'मौजूदा पासवर्ड से अलग कोई पासवर्ड चुनें',
  'Too many failed sign-in attempts from this address. Please try again later.':
    'इस पते से साइन इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Too many failed sign-in attempts. Please try again later.':
    'साइन इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Too many password reset requests from this address. Please try again later.':
    'इस पते से पासवर्ड रीसेट की बहुत सारी रिक्वेस्ट आई हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Too many password reset requests for this email. Please check your inbox, or try again later.':
    'इस ईमेल के लिए पासवर्ड रीसेट की बहुत सारी रिक्वेस्ट आई हैं। कृपया अपना इनबॉक्स देखें, या थोड़ी देर बाद फिर कोशिश करें।',
  'Too many sign-ups from this address. Please try again later.':
    'इस पते से बहुत सारे साइन अप हुए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Too many verification emails. Please check your inbox (and spam folder), or try again later.':
    'बहुत सारे वेरिफ़िकेशन ईमेल भेजे जा चुके हैं। कृपया अपना इनबॉक्स (और स्पैम फ़ोल्डर) देखें, या थोड़ी देर बाद फिर कोशिश करें।',
  'Too many wrong passwords. Please try again later.':
    'बहुत बार गलत पासवर्ड डाला गया। कृपया थोड़ी देर बाद फिर कोशिश करें।',

  // Privacy, consents, data rights.
  'Please accept the privacy notice to continue': 'आगे बढ़ने के लिए कृपया प्राइवेसी नोटिस स्वीकार करें',
  'That is not the privacy notice in force: reload the page and read the current version':
    'यह अभी लागू प्राइवेसी नोटिस नहीं है: पेज रीलोड करें और मौजूदा वर्ज़न पढ़ें',
  'Please read and accept the privacy notice to create an account':
    'अकाउंट बनाने के लिए कृपया प्राइवेसी नोटिस पढ़ें और स्वीकार करें',
  'This copy of your data has expired. Please ask for a new one.':
    'आपके डेटा की इस कॉपी की समय-सीमा खत्म हो गई है। कृपया नई कॉपी माँगें।',
  'This copy of your data is still being prepared.': 'आपके डेटा की यह कॉपी अभी तैयार हो रही है।',
  'You have an open dispute. Your account can be erased once it is resolved.':
    'आपका एक विवाद खुला है। उसके सुलझने के बाद ही आपका अकाउंट मिटाया जा सकता है।',
  'You have a payout that has not been paid yet. Your account can be erased once it is paid.':
    'आपका एक पेआउट अभी तक पेड नहीं हुआ है। उसके पेड होने के बाद ही आपका अकाउंट मिटाया जा सकता है।',
  'You have an accepted collaboration that is not completed. Your account can be erased once it is completed.':
    'आपका एक स्वीकार किया गया कोलैबोरेशन अभी पूरा नहीं हुआ है। उसके पूरा होने के बाद ही आपका अकाउंट मिटाया जा सकता है।',
  'You have an active campaign. Complete or close it before erasing your account.':
    'आपका एक कैंपेन एक्टिव है। अकाउंट मिटाने से पहले उसे पूरा करें या बंद करें।',
  'An admin account cannot erase itself. Ask another admin to remove your admin role first.':
    'एडमिन अकाउंट खुद को नहीं मिटा सकता। पहले किसी दूसरे एडमिन से अपना एडमिन रोल हटवाएँ।',
  'Your account has been erased. You have been signed out.':
    'आपका अकाउंट मिटा दिया गया है। आपको साइन आउट कर दिया गया है।',

  // Profile, payment details, uploads.
  'Full name is required': 'पूरा नाम ज़रूरी है',
  'Username must be 3-30 letters, digits, dots or underscores':
    'यूज़रनेम में 3 से 30 अक्षर, अंक, पॉइंट (.) या अंडरस्कोर (_) होने चाहिए',
  'Username is already taken': 'यह यूज़रनेम पहले से किसी और ने ले लिया है',
  'Languages spoken must be a list': 'बोली जाने वाली भाषाएँ एक लिस्ट होनी चाहिए',
  'Languages spoken: at most 20 languages': 'बोली जाने वाली भाषाएँ: ज़्यादा से ज़्यादा 20',
  'Public profile must be true or false': 'पब्लिक प्रोफ़ाइल का मान true या false होना चाहिए',
  'Language must be en or hi': 'भाषा en या hi होनी चाहिए',
  'Please enter a valid website URL (e.g., example.com)': 'कृपया सही वेबसाइट URL डालें (जैसे example.com)',
  'State must be an Indian state or union territory (its two-digit GST code)':
    'राज्य भारत का कोई राज्य या केंद्र शासित प्रदेश होना चाहिए (उसका दो अंकों का GST कोड)',
  'GSTIN must be 15 characters': 'GSTIN में 15 कैरेक्टर होने चाहिए',
  'GSTIN may hold only letters and digits': 'GSTIN में सिर्फ़ अक्षर और अंक हो सकते हैं',
  'GSTIN must start with a valid state code (its first two digits)':
    'GSTIN सही राज्य कोड से शुरू होना चाहिए (उसके पहले दो अंक)',
  'GSTIN characters 3 to 12 must be a PAN (e.g., ABCDE1234F)':
    'GSTIN के कैरेक्टर 3 से 12 एक PAN होने चाहिए (जैसे ABCDE1234F)',
  'GSTIN character 13 must be a registration number (1-9 or a letter)':
    'GSTIN का 13वाँ कैरेक्टर रजिस्ट्रेशन नंबर होना चाहिए (1-9 या कोई अक्षर)',
  "GSTIN character 14 must be 'Z'": "GSTIN का 14वाँ कैरेक्टर 'Z' होना चाहिए",
  'GSTIN check character (the last one) does not match: please check the number':
    'GSTIN का चेक कैरेक्टर (आखिरी वाला) मेल नहीं खाता: कृपया नंबर जाँचें',
  'GSTIN: choose your state first; a GSTIN belongs to one state':
    'GSTIN: पहले अपना राज्य चुनें; एक GSTIN एक ही राज्य का होता है',
  'gstin: only creators and brands can set this field': 'GSTIN: यह फ़ील्ड सिर्फ़ क्रिएटर और ब्रांड भर सकते हैं',
  'Invalid PAN format (e.g., ABCDE1234F)': 'PAN का फ़ॉर्मेट सही नहीं है (जैसे ABCDE1234F)',
  'Aadhaar number must be exactly 12 digits': 'आधार नंबर ठीक 12 अंकों का होना चाहिए',
  'Invalid IFSC code format': 'IFSC कोड का फ़ॉर्मेट सही नहीं है',
  'Invalid UPI ID format': 'UPI ID का फ़ॉर्मेट सही नहीं है',
  'Account number must be 9-18 digits': 'अकाउंट नंबर 9 से 18 अंकों का होना चाहिए',
  'Please provide consent to store your payment details.': 'कृपया अपनी पेमेंट की जानकारी सेव करने की सहमति दें।',
  'Payment details already exist; update them instead': 'पेमेंट की जानकारी पहले से है; उसे अपडेट करें',
  'Submission limit exceeded. Please wait before submitting again.':
    'सबमिट करने की सीमा पूरी हो गई। दोबारा सबमिट करने से पहले कृपया थोड़ा इंतज़ार करें।',
  'Upload limit exceeded. Please wait before uploading more files.':
    'अपलोड की सीमा पूरी हो गई। और फ़ाइलें अपलोड करने से पहले कृपया थोड़ा इंतज़ार करें।',
  'Too many avatar uploads. Please try again later.':
    'प्रोफ़ाइल फ़ोटो बहुत बार अपलोड की गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Invalid file type. Only JPEG, PNG, WebP images and PDF files are allowed.':
    'यह फ़ाइल टाइप नहीं चलेगा। सिर्फ़ JPEG, PNG, WebP इमेज और PDF फ़ाइलें ही अपलोड हो सकती हैं।',
  'This PDF contains scripts, automatic actions or attachments (or parts that cannot be checked), so it is not accepted. Please upload a photo or a plain scan of the document.':
    'इस PDF में स्क्रिप्ट, अपने-आप चलने वाले एक्शन या अटैचमेंट हैं (या ऐसे हिस्से जिन्हें जाँचा नहीं जा सकता), इसलिए यह स्वीकार नहीं है। कृपया डॉक्यूमेंट की फ़ोटो या सादा स्कैन अपलोड करें।',
  'File too large. Please select a file smaller than 5MB.': 'फ़ाइल बहुत बड़ी है। कृपया 5MB से छोटी फ़ाइल चुनें।',
  'File size must be less than 2MB': 'फ़ाइल 2MB से छोटी होनी चाहिए',
  'The upload could not be read as multipart/form-data': 'अपलोड को multipart/form-data के रूप में पढ़ा नहीं जा सका',
  'kind must be pan or aadhaar': 'प्रकार pan या aadhaar होना चाहिए',

  // Campaigns.
  'Please provide at least a campaign name to save as draft.': 'ड्राफ़्ट सेव करने के लिए कम से कम कैंपेन का नाम डालें।',
  'Please fill in all required fields': 'कृपया सभी ज़रूरी फ़ील्ड भरें',
  'Campaign title is required': 'कैंपेन का टाइटल ज़रूरी है',
  'Campaign description is required': 'कैंपेन का विवरण ज़रूरी है',
  'A barter campaign has no budget': 'बार्टर कैंपेन का कोई बजट नहीं होता',
  'A paid campaign needs a budget above 0': 'पेड कैंपेन का बजट 0 से ज़्यादा होना चाहिए',
  'End date must be on or after the start date': 'आखिरी तारीख शुरुआती तारीख के बराबर या उसके बाद की होनी चाहिए',
  "This campaign's budget has been sent for funding, so its budget and collaboration type cannot change":
    'इस कैंपेन का बजट फ़ंडिंग के लिए भेजा जा चुका है, इसलिए इसका बजट और कोलैब टाइप नहीं बदला जा सकता',
  'Tags must be a list of text': 'टैग टेक्स्ट की लिस्ट होने चाहिए',
  'Deliverables must be a list of text': 'डिलीवरेबल्स टेक्स्ट की लिस्ट होने चाहिए',
  'Revision rounds must be a number': 'रिविज़न राउंड में सिर्फ़ संख्या लिखें',
  'Revision rounds must be a whole number': 'रिविज़न राउंड में पूरी संख्या लिखें',
  'Revision rounds must be 0 or more': 'रिविज़न राउंड 0 या उससे ज़्यादा होने चाहिए',
  'Destination URL must be text': 'डेस्टिनेशन URL टेक्स्ट में होना चाहिए',
  'Collaboration type must be barter or paid': 'कोलैब टाइप barter या paid होना चाहिए',
  'Visibility must be public or invite_only': 'विज़िबिलिटी public या invite_only होनी चाहिए',
  'Status must be draft or active': 'स्टेटस draft या active होना चाहिए',
  'Status can only be set to active (to publish a draft)':
    'स्टेटस सिर्फ़ active किया जा सकता है (ड्राफ़्ट पब्लिश करने के लिए)',
  'Status must be active (admins list every campaign at /campaigns/admin/all)':
    'स्टेटस active होना चाहिए (एडमिन सारे कैंपेन /campaigns/admin/all पर देखते हैं)',
  'A completed campaign cannot be deleted': 'पूरा हो चुका कैंपेन डिलीट नहीं किया जा सकता',
  'A completed campaign cannot be edited': 'पूरा हो चुका कैंपेन एडिट नहीं किया जा सकता',
  'A deleted campaign cannot be edited': 'डिलीट हो चुका कैंपेन एडिट नहीं किया जा सकता',
  'This campaign is already deleted': 'यह कैंपेन पहले ही डिलीट हो चुका है',
  'This campaign no longer exists': 'यह कैंपेन अब मौजूद नहीं है',
  'Only the brand that owns this campaign can change it': 'इस कैंपेन को सिर्फ़ इसका ब्रांड ही बदल सकता है',
  'Only the brand that owns this campaign can see its performance':
    'इस कैंपेन की परफ़ॉर्मेंस सिर्फ़ इसका ब्रांड ही देख सकता है',
  'Destination URL must be a web address starting with http:// or https://':
    'डेस्टिनेशन URL http:// या https:// से शुरू होने वाला वेब पता होना चाहिए',
  'Destination URL must not contain a user name or password': 'डेस्टिनेशन URL में यूज़र नेम या पासवर्ड नहीं होना चाहिए',
  'This creator is not an accepted participant of this campaign':
    'यह क्रिएटर इस कैंपेन का स्वीकार किया गया पार्टिसिपेंट नहीं है',
  "This creator's work has not been approved yet": 'इस क्रिएटर का काम अभी अप्रूव नहीं हुआ है',

  // Applications, invitations, offers.
  'You have already applied to this campaign.': 'आप इस कैंपेन में पहले ही अप्लाई कर चुके हैं।',
  'Campaign not found.': 'कैंपेन नहीं मिला।',
  'This campaign is not accepting applications.': 'यह कैंपेन अभी एप्लिकेशन नहीं ले रहा है।',
  'Status must be accepted or rejected': 'स्टेटस accepted या rejected होना चाहिए',
  'Fund this campaign before accepting creators': 'क्रिएटर को स्वीकार करने से पहले इस कैंपेन को फ़ंड करें',
  "This campaign's budget is already shared among its creators, one of whom has been paid; no one more can be accepted":
    'इस कैंपेन का बजट पहले ही इसके क्रिएटर में बँट चुका है और उनमें से एक को पेमेंट हो चुका है; अब किसी और को स्वीकार नहीं किया जा सकता',
  'Only an active campaign can take invitations; publish it or resume it first':
    'सिर्फ़ एक्टिव कैंपेन में ही इनविटेशन भेजे जा सकते हैं; पहले इसे पब्लिश करें या दोबारा शुरू करें',
  'This invitation was already answered': 'इस इनविटेशन का जवाब पहले ही दिया जा चुका है',
  'This campaign is not taking creators any more': 'यह कैंपेन अब और क्रिएटर नहीं ले रहा है',
  'Amount must be a whole number of rupees, 0 or more': 'रकम पूरे रुपयों में, 0 या उससे ज़्यादा होनी चाहिए',
  'A paid campaign needs an amount above 0': 'पेड कैंपेन में रकम 0 से ज़्यादा होनी चाहिए',
  'A barter campaign is offered for 0 rupees': 'बार्टर कैंपेन का ऑफ़र 0 रुपये का होता है',
  'Deadline must be a date (YYYY-MM-DD)': 'डेडलाइन की तारीख YYYY-MM-DD फ़ॉर्मेट में लिखें',
  'The deadline cannot be in the past': 'डेडलाइन बीती हुई तारीख नहीं हो सकती',
  'Offers can be made only on an active campaign': 'ऑफ़र सिर्फ़ एक्टिव कैंपेन पर दिए जा सकते हैं',
  'This creator already has an open offer on this campaign': 'इस क्रिएटर के पास इस कैंपेन का एक ऑफ़र पहले से खुला है',
  'This creator has already applied to this campaign': 'यह क्रिएटर इस कैंपेन में पहले ही अप्लाई कर चुका है',
  'An offer can be countered once, while it is pending':
    'ऑफ़र पर सिर्फ़ एक बार काउंटर किया जा सकता है, जब तक वह पेंडिंग है',
  'Only the two parties accept an agreement': 'एग्रीमेंट सिर्फ़ दोनों पक्ष ही स्वीकार कर सकते हैं',

  // Work, live posts, disclosure, reviews.
  'Feedback is required when rejecting work': 'काम रिजेक्ट करते समय फ़ीडबैक देना ज़रूरी है',
  'Feedback is required when requesting a revision': 'रिविज़न माँगते समय फ़ीडबैक देना ज़रूरी है',
  'Submission type must be link': 'सबमिशन का प्रकार link होना चाहिए',
  'Status must be approved, rejected or revision_requested':
    'स्टेटस approved, rejected या revision_requested होना चाहिए',
  'Invalid work submission': 'काम का सबमिशन सही नहीं है',
  'You can submit work once your application is accepted':
    'एप्लिकेशन स्वीकार होने के बाद ही आप काम सबमिट कर सकते हैं',
  'Your latest submission is still under review': 'आपका पिछला सबमिशन अभी रिव्यू में है',
  'Your work for this campaign has already been approved': 'इस कैंपेन के लिए आपका काम पहले ही अप्रूव हो चुका है',
  'Work link is required': 'काम का लिंक ज़रूरी है',
  'Work link must be at most 2000 characters': 'काम के लिंक में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं',
  'Please enter a valid URL': 'कृपया सही URL डालें',
  'URL must start with http:// or https://': 'URL http:// या https:// से शुरू होना चाहिए',
  'Please enter a valid URL with a domain name': 'कृपया डोमेन नेम वाला सही URL डालें',
  'Please use a valid platform URL (YouTube, Instagram, Google Drive, etc.)':
    'कृपया किसी सही प्लेटफ़ॉर्म का URL डालें (YouTube, Instagram, Google Drive वगैरह)',
  'Posted at must be a date (YYYY-MM-DD) or a date and time (ISO 8601)':
    'पोस्ट करने का समय तारीख (YYYY-MM-DD) या तारीख और समय (ISO 8601) में लिखें',
  'Posted at cannot be in the future': 'पोस्ट करने का समय आगे का नहीं हो सकता',
  'Live posts can be added once the work is approved': 'काम अप्रूव होने के बाद ही लाइव पोस्ट जोड़ी जा सकती हैं',
  'This post is already recorded': 'यह पोस्ट पहले से दर्ज है',
  'Override reason is required: the caption fails the disclosure check, so say why you approve it anyway':
    'अप्रूवल की वजह ज़रूरी है: कैप्शन डिस्क्लोज़र जाँच में फ़ेल है, इसलिए बताएँ कि आप फिर भी इसे क्यों अप्रूव कर रहे हैं',
  'No advertisement label found. Start the caption with one people see at once, for example "#ad" or "Sponsored by BrandName".':
    'कोई विज्ञापन लेबल नहीं मिला। कैप्शन की शुरुआत ऐसे लेबल से करें जो लोगों को तुरंत दिखे, जैसे "#ad" या "Sponsored by BrandName"।',
  'The label is hidden: put it in the first 125 characters, not only among the hashtags at the end. For example: "#ad Loving my new shoes from BrandName…".':
    'लेबल छिपा हुआ है: इसे पहले 125 अक्षरों में लिखें, सिर्फ़ आखिर के हैशटैग में नहीं। जैसे: "#ad Loving my new shoes from BrandName…"।',
  'This is a paid deal: "Free gift" alone is not enough. Use "#ad" or "Sponsored" instead.':
    'यह पेड डील है: सिर्फ़ "Free gift" लिखना काफ़ी नहीं है। इसकी जगह "#ad" या "Sponsored" लिखें।',
  'Rating must be a whole number from 1 to 5': 'रेटिंग 1 से 5 तक की पूरी संख्या होनी चाहिए',
  'You can review once the work for this collaboration is approved':
    'इस कोलैबोरेशन का काम अप्रूव होने के बाद ही आप रिव्यू दे सकते हैं',
  'You have already reviewed this collaboration': 'आप इस कोलैबोरेशन का रिव्यू पहले ही दे चुके हैं',

  // Conversations.
  'Message cannot be empty': 'मैसेज खाली नहीं हो सकता',
  'This application was rejected, so its conversation is read-only.':
    'यह एप्लिकेशन रिजेक्ट हो गई थी, इसलिए इसकी बातचीत अब सिर्फ़ पढ़ी जा सकती है।',
  'Admins can read conversations but not post in them.': 'एडमिन बातचीत पढ़ सकते हैं, पर उसमें मैसेज नहीं भेज सकते।',
  'You are sending messages too fast. Please wait a moment.': 'आप बहुत तेज़ी से मैसेज भेज रहे हैं। कृपया थोड़ा रुकें।',
  'before must be the id of a message in this conversation': 'before इस बातचीत के किसी मैसेज का id होना चाहिए',
  'This message seems to share contact or payment details. Our terms keep all talk and payment between creators and brands on the platform, where your deal, payment and any dispute are protected.':
    'लगता है इस मैसेज में संपर्क या पेमेंट की जानकारी दी गई है। हमारी शर्तों के मुताबिक क्रिएटर और ब्रांड के बीच सारी बातचीत और पेमेंट प्लेटफ़ॉर्म पर ही होते हैं, जहाँ आपकी डील, पेमेंट और कोई भी विवाद सुरक्षित रहते हैं।',

  // Disputes, funding, payments, payouts.
  'Please choose a reason: payment, quality, deadline, conduct or other':
    'कृपया एक वजह चुनें: payment, quality, deadline, conduct या other',
  'A dispute about this collaboration is already open': 'इस कोलैबोरेशन पर एक विवाद पहले से खुला है',
  'This collaboration already had a dispute, which an admin resolved; a collaboration can be disputed once':
    'इस कोलैबोरेशन पर पहले एक विवाद हो चुका है, जिसे एडमिन ने सुलझा दिया; एक कोलैबोरेशन पर सिर्फ़ एक बार विवाद खोला जा सकता है',
  "This dispute's payout was paid or cancelled meanwhile, so the dispute cannot move it; look at the payout first":
    'इस बीच इस विवाद का पेआउट पेड या रद्द हो चुका है, इसलिए विवाद उसे नहीं बदल सकता; पहले पेआउट देखें',
  'Only an accepted or completed collaboration can be disputed':
    'सिर्फ़ स्वीकार किए गए या पूरे हो चुके कोलैबोरेशन पर ही विवाद खोला जा सकता है',
  'This dispute was already resolved': 'यह विवाद पहले ही सुलझ चुका है',
  'Creator share is required for a split': 'बँटवारे के लिए क्रिएटर का हिस्सा ज़रूरी है',
  'Creator share must be a whole number from 0 to 100': 'क्रिएटर का हिस्सा 0 से 100 तक की पूरी संख्या होनी चाहिए',
  'Creator share is only for a split': 'क्रिएटर का हिस्सा सिर्फ़ बँटवारे के लिए है',
  'Enter the UTR of your transfer': 'अपने ट्रांसफ़र का UTR डालें',
  "A UTR is 12 to 22 letters and digits, as on your bank's confirmation":
    'UTR में 12 से 22 अक्षर और अंक होते हैं, जैसा आपके बैंक की पुष्टि में लिखा है',
  'This UTR has already been used': 'यह UTR पहले ही इस्तेमाल हो चुका है',
  'A barter campaign has no budget to fund': 'बार्टर कैंपेन का कोई बजट नहीं होता जिसे फ़ंड किया जाए',
  "The platform's payment account is not set up yet, so campaigns cannot be funded. Please try again later.":
    'प्लेटफ़ॉर्म का पेमेंट अकाउंट अभी सेट नहीं हुआ है, इसलिए कैंपेन फ़ंड नहीं किए जा सकते। कृपया बाद में फिर कोशिश करें।',
  'Set a budget above 0 before funding this campaign': 'इस कैंपेन को फ़ंड करने से पहले 0 से ज़्यादा का बजट रखें',
  'A funding claim for this campaign is already waiting for confirmation':
    'इस कैंपेन का एक फ़ंडिंग क्लेम पहले से पुष्टि के इंतज़ार में है',
  'This campaign is already funded': 'यह कैंपेन पहले ही फ़ंड हो चुका है',
  'No funding of this campaign has been confirmed yet: a receipt comes once it is held':
    'इस कैंपेन की किसी फ़ंडिंग की अभी पुष्टि नहीं हुई है: पैसा जमा होने के बाद ही रसीद मिलती है',
  'Every rupee of this funding was paid out; nothing is left to refund':
    'इस फ़ंडिंग का पूरा पैसा पेआउट हो चुका है; रिफ़ंड के लिए कुछ नहीं बचा',
  'This payment was paid out to the creator on the Payouts tab; it cannot change':
    'यह पेमेंट Payouts टैब से क्रिएटर को दिया जा चुका है; अब इसे बदला नहीं जा सकता',
  "This payment's payout was cancelled; it cannot be completed":
    'इस पेमेंट का पेआउट रद्द हो गया था; इसे पूरा नहीं किया जा सकता',
  "An open dispute holds this payment's payout; resolve the dispute on the Disputes tab first":
    'एक खुले विवाद की वजह से इस पेमेंट का पेआउट रुका है; पहले Disputes टैब पर विवाद सुलझाएँ',
  "The brand's money for this campaign is not held by the platform yet; a payout is paid only after it came in":
    'इस कैंपेन के लिए ब्रांड का पैसा अभी प्लेटफ़ॉर्म के पास जमा नहीं हुआ है; पैसा आने के बाद ही पेआउट होता है',
  'This creator has no bank account or UPI id on file; they have been asked to add one before they can be paid':
    'इस क्रिएटर का कोई बैंक अकाउंट या UPI ID दर्ज नहीं है; पेमेंट से पहले उनसे इसे जोड़ने को कहा गया है',
  'This payout was just changed by someone else; only a due payout can be marked paid':
    'यह पेआउट अभी-अभी किसी और ने बदला है; सिर्फ़ देय पेआउट को पेड मार्क किया जा सकता है',
  'Only the due payouts can be exported: status=due': 'सिर्फ़ देय पेआउट एक्सपोर्ट किए जा सकते हैं: status=due',
  'payment_status must be one of pending, completed, failed, cancelled':
    'पेमेंट स्टेटस: इनमें से एक चुनें: pending, completed, failed, cancelled',
  'status must be one of pending, completed, failed, cancelled or all':
    'स्टेटस: इनमें से एक चुनें: pending, completed, failed, cancelled या all',
  'status must be one of pending, due, on_hold, paid, cancelled':
    'स्टेटस: इनमें से एक चुनें: pending, due, on_hold, paid, cancelled',

  // Reports, suspensions, grievances, contact, admin.
  'Please select a report type.': 'कृपया रिपोर्ट का प्रकार चुनें।',
  'Please provide a reason for the report.': 'कृपया रिपोर्ट की वजह बताएँ।',
  'Report exactly one target: reported_campaign_id or reported_user_id':
    'ठीक एक चीज़ रिपोर्ट करें: reported_campaign_id या reported_user_id',
  'Report type must be spam, inappropriate, fake or harassment':
    'रिपोर्ट का प्रकार spam, inappropriate, fake या harassment होना चाहिए',
  'reported_campaign_id: brands can report only creators':
    'रिपोर्ट किया गया कैंपेन: ब्रांड सिर्फ़ क्रिएटर को रिपोर्ट कर सकते हैं',
  'reported_user_id: brands can report only creators':
    'रिपोर्ट किया गया यूज़र: ब्रांड सिर्फ़ क्रिएटर को रिपोर्ट कर सकते हैं',
  'reported_user_id: creators can report a campaign or a brand':
    'रिपोर्ट किया गया यूज़र: क्रिएटर किसी कैंपेन या ब्रांड को रिपोर्ट कर सकते हैं',
  'Admins cannot file reports': 'एडमिन रिपोर्ट दर्ज नहीं कर सकते',
  'Too many reports. Please try again later.': 'बहुत सारी रिपोर्ट भेजी गई हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'This report names no user to suspend': 'इस रिपोर्ट में सस्पेंड करने के लिए कोई यूज़र नहीं है',
  'Status must be pending, resolved or dismissed': 'स्टेटस pending, resolved या dismissed होना चाहिए',
  'Unit must be hours, days, weeks or months': 'इकाई hours, days, weeks या months होनी चाहिए',
  'Suspension type must be warning, temporary or permanent':
    'सस्पेंशन का प्रकार warning, temporary या permanent होना चाहिए',
  'Please provide a reason for suspension.': 'कृपया सस्पेंशन की वजह बताएँ।',
  'A permanent suspension has no expires_at': 'स्थायी सस्पेंशन में expires_at नहीं होता',
  'expires_at is required for a temporary suspension': 'अस्थायी सस्पेंशन के लिए expires_at ज़रूरी है',
  'expires_at must be in the future': 'expires_at आगे का समय होना चाहिए',
  'Status must be active, expired or cancelled': 'स्टेटस active, expired या cancelled होना चाहिए',
  'Status can only be set to cancelled': 'स्टेटस सिर्फ़ cancelled किया जा सकता है',
  'Only an active suspension can be cancelled': 'सिर्फ़ एक्टिव सस्पेंशन ही रद्द किया जा सकता है',
  'User unsuspended successfully': 'यूज़र का सस्पेंशन हटा दिया गया',
  'User has no active suspension': 'इस यूज़र का कोई एक्टिव सस्पेंशन नहीं है',
  'You cannot suspend yourself': 'आप खुद को सस्पेंड नहीं कर सकते',
  'Admins cannot be suspended': 'एडमिन को सस्पेंड नहीं किया जा सकता',
  'Say in a few words why (at least 5 characters)': 'कुछ शब्दों में वजह बताएँ (कम से कम 5 अक्षर)',
  'Subject is required': 'विषय ज़रूरी है',
  'Details are required': 'विवरण ज़रूरी है',
  'Response is required': 'जवाब ज़रूरी है',
  'Status must be open or answered': 'स्टेटस open या answered होना चाहिए',
  'This grievance has already been answered': 'इस शिकायत का जवाब पहले ही दिया जा चुका है',
  "Thanks for reaching out! We'll get back to you soon.": 'संपर्क करने के लिए धन्यवाद! हम जल्द ही आपको जवाब देंगे।',
  'Please enter a valid phone number': 'कृपया सही फ़ोन नंबर डालें',
  'Please select a subject': 'कृपया एक विषय चुनें',
  'Status must be new or answered': 'स्टेटस new या answered होना चाहिए',
  'Too many messages from this address. Please try again later.':
    'इस पते से बहुत सारे मैसेज आए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Please fill in both title and message fields.': 'कृपया टाइटल और मैसेज, दोनों फ़ील्ड भरें।',
  'target_audience must be all, influencers or brands': 'ऑडियंस all, influencers या brands होनी चाहिए',
  'priority must be low, medium or high': 'प्राथमिकता low, medium या high होनी चाहिए',
  'Usage rights must be an object': 'यूज़ेज राइट्स एक ऑब्जेक्ट होना चाहिए',
  'Usage scope must be none, organic or paid_ads': 'यूज़ेज का दायरा none, organic या paid_ads होना चाहिए',
  'Usage territory must be india or worldwide': 'यूज़ेज का इलाका india या worldwide होना चाहिए',
  'min_engagement must be at most 100 (a percentage)': 'कम से कम एंगेजमेंट ज़्यादा से ज़्यादा 100 (प्रतिशत) हो सकता है',
  'min_rating must be a number from 1 to 5': 'कम से कम रेटिंग 1 से 5 तक की संख्या होनी चाहिए',
  'max_followers must not be below min_followers': 'ज़्यादा से ज़्यादा फ़ॉलोअर्स, कम से कम फ़ॉलोअर्स से कम नहीं हो सकते',
  'email must be an object of true or false values': 'email में हर मान true या false होना चाहिए',
  'fy must be a financial year such as 2026-27': 'वित्त वर्ष 2026-27 जैसा होना चाहिए',
  'quarter must be a financial year and quarter such as 2026-27-Q3':
    'तिमाही वित्त वर्ष और तिमाही के रूप में होनी चाहिए, जैसे 2026-27-Q3',
  'must be true or false': 'true या false होना चाहिए',
  'limit must be at least 1': 'limit कम से कम 1 होना चाहिए',
  'offset must be 0 or more': 'offset 0 या उससे ज़्यादा होना चाहिए',

  // The server itself.
  'HTML tags are not allowed': 'HTML टैग की अनुमति नहीं है',
  'Potentially unsafe content detected': 'इसमें असुरक्षित कंटेंट लगता है',
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'Not found': 'नहीं मिला',
  'Request failed': 'रिक्वेस्ट पूरी नहीं हो सकी',
  'Failed to parse request body': 'रिक्वेस्ट की बॉडी पढ़ी नहीं जा सकी',
  'Invalid input': 'गलत इनपुट',
  'You are not allowed to do this': 'आपको यह करने की अनुमति नहीं है',
  'Cross-site request refused: this action must come from the app itself':
    'दूसरी साइट से आई रिक्वेस्ट मना कर दी गई: यह काम ऐप से ही किया जा सकता है',
  'Too many requests. Please try again later.': 'बहुत सारी रिक्वेस्ट आई हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'The server is busy with other changes right now; nothing was changed. Please try again.':
    'सर्वर अभी दूसरे बदलावों में व्यस्त है; कुछ भी नहीं बदला गया। कृपया फिर से कोशिश करें।',
  'The server has too many notification streams open; please try again later':
    'सर्वर पर बहुत सारी नोटिफ़िकेशन स्ट्रीम खुली हैं; कृपया थोड़ी देर बाद फिर कोशिश करें',
};

/** Hindi for the schemas' and the server's messages, by their English text (src/shared/i18n/messages.ts). */
const messagesHi = { exact, patterns } satisfies MessageDictionary;
export default messagesHi;
