import { formatDate } from '../dates';
import type { DisputeReason, DisputeResolution, REPORT_TYPES as REPORT_TYPE_LIST } from '../enums';
import { DISPUTE_REASON_LABELS, DISPUTE_RESOLUTION_LABELS } from '../schemas/disputes';
import type { MessageDictionary } from './messages';

/*
 * Every pattern keeps what people wrote (campaign titles, names, reasons, feedback, notes, UTRs) as
 * it is, and only says the product's own words in Hindi. Amounts are written alike in both
 * languages (₹1,23,456); a date is said again in Hindi. The `s` flag lets a user's part span lines.
 */

/** A rupee amount as formatRupees writes it. */
const RUPEES = '(₹-?[\\d,]+)';
/** A date as formatDate writes it in English ('1 Apr 2026', '15 Sept 2026'). */
const DATE = '(\\d{1,2} [A-Z][a-z]{2,4} \\d{4})';
/** A calendar day as an ISO string ('2026-04-01'). */
const DAY = '(\\d{4}-\\d{2}-\\d{2})';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** An English '1 Apr 2026' said in Hindi ('1 अप्रैल 2026'); as written when it cannot be read. */
export function hindiDate(english: string): string {
  const [day, month, year] = english.split(' ');
  const m = MONTHS.indexOf((month ?? '').slice(0, 3).toLowerCase());
  if (!day || !year || m < 0) return english;
  return formatDate(`${year}-${String(m + 1).padStart(2, '0')}-${day.padStart(2, '0')}`, 'hi');
}

type ReportType = (typeof REPORT_TYPE_LIST)[number];

const rx = (source: string) => new RegExp(`^${source}$`, 's');

/** The English labels the notices quote (from the shared maps), each with its Hindi. */
const byLabel = <K extends string>(english: Record<K, string>, hindi: Record<K, string>) =>
  Object.fromEntries(Object.entries<string>(english).map(([k, label]) => [label, hindi[k as K]])) as Record<
    string,
    string
  >;

const DISPUTE_REASONS = byLabel<DisputeReason>(DISPUTE_REASON_LABELS, {
  payment: 'पेमेंट',
  quality: 'काम की क्वालिटी',
  deadline: 'डेडलाइन चूक गई',
  conduct: 'बर्ताव',
  other: 'अन्य',
});
const DISPUTE_RESOLUTIONS = byLabel<DisputeResolution>(DISPUTE_RESOLUTION_LABELS, {
  release: 'पैसा क्रिएटर को',
  refund: 'ब्रांड को रिफ़ंड',
  split: 'बँटवारा',
});
/** As src/server/services/admin-campaigns/status.ts names a moderation status. */
const CAMPAIGN_STATUSES: Record<string, string> = {
  active: 'एक्टिव',
  completed: 'पूरा',
  paused: 'रुका हुआ',
  'flagged for review': 'रिव्यू के लिए फ़्लैग',
  removed: 'हटाया गया',
};
const REPORT_TYPES: Record<ReportType, string> = {
  spam: 'स्पैम',
  inappropriate: 'अनुचित',
  fake: 'फ़र्ज़ी',
  harassment: 'उत्पीड़न',
};
const SIDES: Record<string, string> = { brand: 'ब्रांड', creator: 'क्रिएटर' };

const alternatives = (labels: Record<string, string>) =>
  `(${Object.keys(labels)
    .map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})`;

const feedback = (f: string | undefined) => (f === undefined ? '' : ` फ़ीडबैक: ${f}`);
const byPlatform = (hours: string) => `${hours} घंटे तक रिव्यू न होने पर प्लेटफ़ॉर्म ने`;

/**
 * Hindi for the notifications' titles and messages, by their English text: they are stored as each
 * domain's notices.ts writes them, and read in the reader's language, in the bell and by email.
 * A broadcast is an admin's own words and is never looked up here.
 */
export default {
  exact: {
    // agreements
    'Agreement accepted': 'एग्रीमेंट स्वीकार हुआ',
    // applications
    'New application': 'नई एप्लिकेशन',
    'Application accepted': 'एप्लिकेशन स्वीकार हुई',
    'Application not selected': 'एप्लिकेशन नहीं चुनी गई',
    'Application withdrawn': 'एप्लिकेशन वापस ली गई',
    // campaigns
    'Campaign status updated': 'कैंपेन का स्टेटस बदला गया',
    'Deadline in 2 days': '2 दिन में डेडलाइन',
    // disputes
    'A dispute was opened': 'एक विवाद खोला गया है',
    'Dispute to resolve': 'सुलझाने के लिए विवाद',
    'Dispute resolved': 'विवाद सुलझ गया',
    // funding and money
    'Funding to confirm': 'फ़ंडिंग की पुष्टि करनी है',
    'Campaign funded': 'कैंपेन फ़ंड हो गया',
    'Funding not confirmed': 'फ़ंडिंग की पुष्टि नहीं हुई',
    'Money refunded': 'पैसा रिफ़ंड हुआ',
    'Money to return': 'पैसा वापस होगा',
    'Payment processing': 'पेमेंट प्रोसेस हो रहा है',
    'Payment released': 'पेमेंट जारी हुआ',
    'Tax invoice issued': 'टैक्स इनवॉइस जारी हुआ',
    'Credit note issued': 'क्रेडिट नोट जारी हुआ',
    // grievances and privacy
    'Your grievance was answered': 'आपकी शिकायत का जवाब आ गया है',
    'New grievance': 'नई शिकायत',
    'A grievance falls due in 7 days': 'एक शिकायत का जवाब 7 दिन में देना है',
    'Your data is ready to download': 'आपका डेटा डाउनलोड के लिए तैयार है',
    // invitations and offers
    'Invitation to a campaign': 'कैंपेन का इनविटेशन',
    'New offer': 'नया ऑफ़र',
    'Offer countered': 'ऑफ़र पर काउंटर आया',
    'Offer accepted': 'ऑफ़र स्वीकार हुआ',
    'Offer declined': 'ऑफ़र ठुकरा दिया गया',
    'Offer withdrawn': 'ऑफ़र वापस लिया गया',
    // live posts
    'Time to update your numbers': 'अपने नंबर अपडेट करने का समय',
    // messages and moderation
    'Contact details shared in messages': 'मैसेज में संपर्क की जानकारी शेयर की गई',
    'You have received a warning': 'आपको चेतावनी दी गई है',
    'New report': 'नई रिपोर्ट',
    // reviews
    'New review': 'नया रिव्यू',
    // work
    'Work submitted': 'काम सबमिट हुआ',
    'Work resubmitted': 'काम फिर से सबमिट हुआ',
    'Work approved': 'काम अप्रूव हुआ',
    'Work approved by the platform': 'प्लेटफ़ॉर्म ने काम अप्रूव किया',
    'Work rejected': 'काम रिजेक्ट हुआ',
    'Revision requested': 'बदलाव माँगे गए',
  },
  patterns: [
    // ---- agreements ----
    [
      rx('(.*?) accepted the agreement for "(.*)"\\. Both of you have now accepted it\\.'),
      (m) => `${m[1]} ने "${m[2]}" का एग्रीमेंट स्वीकार कर लिया है। अब आप दोनों ने इसे स्वीकार कर लिया है।`,
    ],
    [
      rx(
        '(.*?) accepted the agreement for "(.*)"\\. Open Agreement on the collaboration to read and accept it too\\.',
      ),
      (m) =>
        `${m[1]} ने "${m[2]}" का एग्रीमेंट स्वीकार कर लिया है। कोलैबोरेशन में एग्रीमेंट खोलें, उसे पढ़ें और आप भी स्वीकार करें।`,
    ],

    // ---- applications ----
    [rx('(.*?) applied to "(.*)"\\.'), (m) => `${m[1]} ने "${m[2]}" के लिए अप्लाई किया है।`],
    [
      rx('Congratulations! Your application to "(.*)" was accepted\\. You can now submit your work\\.'),
      (m) => `बधाई हो! "${m[1]}" के लिए आपकी एप्लिकेशन स्वीकार हो गई है। अब आप अपना काम सबमिट कर सकते हैं।`,
    ],
    [
      rx('Your application to "(.*)" was not selected this time\\.'),
      (m) => `इस बार "${m[1]}" के लिए आपकी एप्लिकेशन नहीं चुनी गई।`,
    ],
    [
      rx('(.*?) withdrew their application to "(.*)"\\.'),
      (m) => `${m[1]} ने "${m[2]}" के लिए अपनी एप्लिकेशन वापस ले ली है।`,
    ],

    // ---- campaigns ----
    [
      rx(`An administrator set your campaign "(.*)" to ${alternatives(CAMPAIGN_STATUSES)}\\.`),
      (m) => `एक एडमिन ने आपके कैंपेन "${m[1]}" का स्टेटस "${CAMPAIGN_STATUSES[m[2]!]}" कर दिया है।`,
    ],
    [
      rx(`The deadline for "(.*)" is ${DATE}\\. Submit your work before the end of that day\\.`),
      (m) => `"${m[1]}" की डेडलाइन ${hindiDate(m[2]!)} है। उस दिन के खत्म होने से पहले अपना काम सबमिट करें।`,
    ],

    // ---- disputes ----
    [
      rx(
        `(.*?) opened a dispute about "(.*)" \\(${alternatives(DISPUTE_REASONS)}\\)\\. An admin will look into it; you can answer in the conversation\\.`,
      ),
      (m) =>
        `${m[1]} ने "${m[2]}" पर विवाद खोला है (${DISPUTE_REASONS[m[3]!]})। एक एडमिन इसे देखेंगे; आप बातचीत में जवाब दे सकते हैं।`,
    ],
    [
      rx(
        `(.*?) opened a dispute about "(.*)" \\(${alternatives(DISPUTE_REASONS)}\\)\\.( Its payout is on hold\\.)?`,
      ),
      (m) =>
        `${m[1]} ने "${m[2]}" पर विवाद खोला है (${DISPUTE_REASONS[m[3]!]})।${m[4] ? ' इसका पेआउट रोक दिया गया है।' : ''}`,
    ],
    [
      rx(
        `An admin resolved the dispute about "(.*)": ${alternatives(DISPUTE_RESOLUTIONS)}(?: \\((\\d+(?:\\.\\d+)?)% to the creator\\))?\\.` +
          `(?: The payout of ${RUPEES} was cancelled and the brand's money goes back to it\\.` +
          `| The creator's payout is now ${RUPEES}( and is due to be paid|, paid once its hold time has passed and the brand's money is held)\\.)?` +
          '(?: Notes: (.*))?',
      ),
      (m) => {
        const share = m[3] === undefined ? '' : ` (क्रिएटर को ${m[3]}%)`;
        const money =
          m[4] !== undefined
            ? ` ${m[4]} का पेआउट रद्द कर दिया गया है और ब्रांड का पैसा उसे वापस जाएगा।`
            : m[5] !== undefined
              ? ` क्रिएटर का पेआउट अब ${m[5]} है${m[6] === ' and is due to be paid' ? ' और इसका पेमेंट होना बाकी है।' : ', जो होल्ड का समय पूरा होने और ब्रांड का पैसा जमा होने पर दिया जाएगा।'}`
              : '';
        const notes = m[7] === undefined ? '' : ` नोट्स: ${m[7]}`;
        return `एक एडमिन ने "${m[1]}" का विवाद सुलझा दिया है: ${DISPUTE_RESOLUTIONS[m[2]!]}${share}।${money}${notes}`;
      },
    ],

    // ---- funding and money ----
    [
      rx(
        `The brand of "(.*)" says it sent ${RUPEES} \\(UTR (.*?), reference (.*)\\)\\. Confirm it once the money is in the platform's account\\.`,
      ),
      (m) =>
        `"${m[1]}" के ब्रांड का कहना है कि उसने ${m[2]} भेजे हैं (UTR ${m[3]}, रेफ़रेंस ${m[4]})। पैसा प्लेटफ़ॉर्म के अकाउंट में आ जाए, तब इसकी पुष्टि करें।`,
    ],
    [
      rx(`We received ${RUPEES} for "(.*)" \\(UTR (.*)\\)\\. The campaign is funded\\.`),
      (m) => `हमें "${m[2]}" के लिए ${m[1]} मिल गए हैं (UTR ${m[3]})। कैंपेन फ़ंड हो गया है।`,
    ],
    [
      rx(
        `We could not confirm your transfer of ${RUPEES} for "(.*)" \\(UTR (.*?)\\), so it is not funded; you can fund it again\\. Reason: (.*)`,
      ),
      (m) =>
        `हम "${m[2]}" के लिए आपके ${m[1]} के ट्रांसफ़र की पुष्टि नहीं कर पाए (UTR ${m[3]}), इसलिए कैंपेन फ़ंड नहीं हुआ; आप इसे फिर से फ़ंड कर सकते हैं। वजह: ${m[4]}`,
    ],
    [
      rx(`We sent ${RUPEES} of your funding for "(.*)" back to your account \\(UTR (.*?)\\)\\. Reason: (.*)`),
      (m) => `हमने "${m[2]}" की आपकी फ़ंडिंग में से ${m[1]} आपके अकाउंट में वापस भेज दिए हैं (UTR ${m[3]})। वजह: ${m[4]}`,
    ],
    [
      rx(`"(.*)" is settled: ${RUPEES} was paid out and the unspent ${RUPEES} goes back to your account\\.`),
      (m) => `"${m[1]}" का हिसाब पूरा हो गया है: ${m[2]} का पेमेंट हुआ और बचे हुए ${m[3]} आपके अकाउंट में वापस जाएँगे।`,
    ],
    [
      rx(
        `"(.*)" is complete\\. Your payout is ${RUPEES}: the deal of ${RUPEES} less ${RUPEES} platform commission, ${RUPEES} GST on it and ${RUPEES} TDS\\.` +
          "( It is paid once the brand's payment for this campaign reaches the platform\\.)?" +
          '( Add your bank account or UPI id in Payment Details so we can pay you\\.)?',
      ),
      (m) =>
        `"${m[1]}" पूरा हो गया है। आपका पेआउट ${m[2]} है: ${m[3]} की डील में से ${m[4]} प्लेटफ़ॉर्म कमीशन, उस पर ${m[5]} GST और ${m[6]} TDS घटाकर।` +
        (m[7] ? ' इस कैंपेन के लिए ब्रांड का पेमेंट प्लेटफ़ॉर्म तक पहुँचने पर इसका पेमेंट होगा।' : '') +
        (m[8] ? ' हम आपको पेमेंट कर सकें, इसके लिए पेमेंट डिटेल्स में अपना बैंक अकाउंट या UPI id जोड़ें।' : ''),
    ],
    [
      rx('Your payment for "(.*)" has been released\\.'),
      (m) => `"${m[1]}" के लिए आपका पेमेंट जारी कर दिया गया है।`,
    ],
    [
      rx(`We paid you ${RUPEES} for "(.*)"(?: \\(UTR ([^"]*)\\))?\\.`),
      (m) =>
        `हमने आपको "${m[2]}" के लिए ${m[1]} का पेमेंट कर दिया है${m[3] === undefined ? '' : ` (UTR ${m[3]})`}।`,
    ],
    [
      rx(
        `Tax invoice (\\S+) for the platform's commission on your payout: ${RUPEES} including GST\\. It is under Invoices in Earnings\\.`,
      ),
      (m) =>
        `आपके पेआउट पर प्लेटफ़ॉर्म के कमीशन का टैक्स इनवॉइस ${m[1]}: GST समेत ${m[2]}। यह कमाई (Earnings) में इनवॉइस के अंदर है।`,
    ],
    [
      rx(
        `Credit note (\\S+) cancels the invoice for the platform's commission on your refunded payout \\(${RUPEES} including GST\\)\\. It is under Invoices in Earnings\\.`,
      ),
      (m) =>
        `क्रेडिट नोट ${m[1]} आपके रिफ़ंड हुए पेआउट पर प्लेटफ़ॉर्म के कमीशन का इनवॉइस रद्द करता है (GST समेत ${m[2]})। यह कमाई (Earnings) में इनवॉइस के अंदर है।`,
    ],

    // ---- grievances and privacy ----
    [
      rx('We answered your grievance "(.*)"\\. Read the answer on your Privacy page\\.'),
      (m) => `हमने आपकी शिकायत "${m[1]}" का जवाब दे दिया है। जवाब अपने प्राइवेसी पेज पर पढ़ें।`,
    ],
    [
      rx(`A grievance "(.*)" was raised; answer it by ${DATE}\\.`),
      (m) => `एक शिकायत "${m[1]}" दर्ज हुई है; ${hindiDate(m[2]!)} तक इसका जवाब दें।`,
    ],
    [
      rx(`The grievance "(.*)" must be answered by ${DATE}\\.`),
      (m) => `शिकायत "${m[1]}" का जवाब ${hindiDate(m[2]!)} तक देना ज़रूरी है।`,
    ],
    [
      rx(
        `The copy of your data you asked for is ready\\. You can download it from your Privacy page until ${DAY}\\.`,
      ),
      (m) =>
        `आपने अपने डेटा की जो कॉपी माँगी थी, वह तैयार है। आप इसे ${formatDate(m[1], 'hi')} तक अपने प्राइवेसी पेज से डाउनलोड कर सकते हैं।`,
    ],

    // ---- invitations and offers ----
    [
      rx('(.*?) invited you to "(.*?)"\\.(?: "(.*)")?'),
      (m) => `${m[1]} ने आपको "${m[2]}" के लिए इनविटेशन भेजा है।${m[3] === undefined ? '' : ` "${m[3]}"`}`,
    ],
    [
      rx(`(.*?) offered you ${RUPEES} for "(.*)"\\.`),
      (m) => `${m[1]} ने आपको "${m[3]}" के लिए ${m[2]} का ऑफ़र दिया है।`,
    ],
    [
      rx(`(.*?) countered your offer for "(.*)" with ${RUPEES}\\.`),
      (m) => `${m[1]} ने "${m[2]}" के लिए आपके ऑफ़र पर ${m[3]} का काउंटर दिया है।`,
    ],
    [
      rx(`(.*?) accepted the offer for "(.*)" at ${RUPEES}\\. The collaboration has started\\.`),
      (m) => `${m[1]} ने "${m[2]}" का ${m[3]} का ऑफ़र स्वीकार कर लिया है। कोलैबोरेशन शुरू हो गया है।`,
    ],
    [rx('(.*?) declined the offer for "(.*)"\\.'), (m) => `${m[1]} ने "${m[2]}" का ऑफ़र ठुकरा दिया है।`],
    [rx('(.*?) withdrawn the offer for "(.*)"\\.'), (m) => `${m[1]} ने "${m[2]}" का ऑफ़र वापस ले लिया है।`],

    // ---- live posts ----
    [
      rx(
        'Your post for "(.*)" went live (\\d+) days ago\\. Record its views, likes, comments, shares and saves with Update numbers\\.',
      ),
      (m) =>
        `"${m[1]}" के लिए आपकी पोस्ट ${m[2]} दिन पहले लाइव हुई थी। नंबर अपडेट करके उसके व्यूज़, लाइक्स, कमेंट्स, शेयर और सेव दर्ज करें।`,
    ],

    // ---- messages and moderation ----
    [rx('New message from (.*)'), (m) => `${m[1]} का नया मैसेज`],
    [
      rx('(.*?) has shared contact or payment details in (\\d+) messages, the latest on "(.*)"\\.'),
      (m) => `${m[1]} ने ${m[2]} मैसेज में संपर्क या पेमेंट की जानकारी शेयर की है, सबसे हाल में "${m[3]}" पर।`,
    ],
    [
      rx('An administrator has warned your account: (.*)\\. Further violations may lead to a suspension\\.'),
      (m) => `एक एडमिन ने आपके अकाउंट को चेतावनी दी है: ${m[1]}। आगे नियम तोड़ने पर आपका अकाउंट सस्पेंड हो सकता है।`,
    ],
    [
      rx(`(.*?) reported the campaign "(.*)" \\(${alternatives(REPORT_TYPES)}\\)\\.`),
      (m) => `${m[1]} ने कैंपेन "${m[2]}" की रिपोर्ट की है (${REPORT_TYPES[m[3] as ReportType]})।`,
    ],
    [
      rx(`(.*?) reported the (brand|creator) (.*) \\(${alternatives(REPORT_TYPES)}\\)\\.`),
      (m) => `${m[1]} ने ${SIDES[m[2]!]} ${m[3]} की रिपोर्ट की है (${REPORT_TYPES[m[4] as ReportType]})।`,
    ],

    // ---- reviews ----
    [
      rx('(.*?) rated your collaboration on "(.*)" (\\d+) out of 5\\.'),
      (m) => `${m[1]} ने "${m[2]}" पर आपके कोलैबोरेशन को 5 में से ${m[3]} रेटिंग दी है।`,
    ],
    [
      rx(
        `(.*?) reviewed your collaboration on "(.*)"\\. You will see it once you review them too, or on ${DATE}\\.`,
      ),
      (m) =>
        `${m[1]} ने "${m[2]}" पर आपके कोलैबोरेशन का रिव्यू किया है। आप इसे तब देख पाएँगे जब आप भी उनका रिव्यू कर देंगे, या ${hindiDate(m[3]!)} को।`,
    ],

    // ---- work ----
    [
      rx('(.*?) submitted work for "(.*)"\\. It is waiting for your review\\.'),
      (m) => `${m[1]} ने "${m[2]}" के लिए काम सबमिट किया है। यह आपके रिव्यू का इंतज़ार कर रहा है।`,
    ],
    [
      rx('Your work for "(.*)" was approved by the platform after (\\d+) hours without a review\\.'),
      (m) => `"${m[1]}" के लिए आपका काम ${byPlatform(m[2]!)} अप्रूव कर दिया है।`,
    ],
    [
      rx('Your work for "(.*)" was approved\\.(?: Feedback: (.*))?'),
      (m) => `"${m[1]}" के लिए आपका काम अप्रूव हो गया है।${feedback(m[2])}`,
    ],
    [
      rx('(.*?)\'s work for "(.*)" was approved by the platform after (\\d+) hours without a review\\.'),
      (m) => `"${m[2]}" के लिए ${m[1]} का काम ${byPlatform(m[3]!)} अप्रूव कर दिया है।`,
    ],
    [
      rx('Your work for "(.*)" was rejected\\. You can submit it again\\.(?: Feedback: (.*))?'),
      (m) => `"${m[1]}" के लिए आपका काम रिजेक्ट हो गया है। आप इसे फिर से सबमिट कर सकते हैं।${feedback(m[2])}`,
    ],
    [
      rx(
        'The brand asked for changes to your work for "(.*)"\\. Please revise and resubmit\\.(?: Feedback: (.*))?',
      ),
      (m) => `ब्रांड ने "${m[1]}" के लिए आपके काम में बदलाव माँगे हैं। कृपया बदलाव करके फिर से सबमिट करें।${feedback(m[2])}`,
    ],
  ],
} satisfies MessageDictionary;
