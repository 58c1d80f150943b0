import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/admin/disclosure';

export default {
  title: 'डिस्क्लोज़र जाँच',
  description:
    'जिन कैप्शन में साफ़ विज्ञापन लेबल नहीं है: फिर भी अप्रूव हुआ काम, ब्रांड की वजह के साथ, और लाइव पोस्ट। यह जाँच सिर्फ़ मदद के लिए है, कानूनी सलाह नहीं।',
  kinds: {
    all: 'अप्रूव हुआ काम और लाइव पोस्ट',
    work: 'अप्रूव हुआ काम',
    post: 'लाइव पोस्ट',
  },
  advice: {
    missing_label:
      'कोई विज्ञापन लेबल नहीं मिला। कैप्शन की शुरुआत ऐसे लेबल से करें जो लोगों को तुरंत दिखे, जैसे "#ad" या "Sponsored by BrandName"।',
    not_upfront:
      'लेबल छिपा हुआ है: इसे पहले 125 अक्षरों में रखें, सिर्फ़ आखिर के हैशटैग में नहीं। जैसे: "#ad Loving my new shoes from BrandName…"।',
    gift_label_on_paid: 'यह पेड डील है: सिर्फ़ "Free gift" काफ़ी नहीं है। इसकी जगह "#ad" या "Sponsored" लिखें।',
  },
  livePostRecorded: 'लाइव पोस्ट, क्रिएटर ने दर्ज किया',
  autoApproved: 'रिव्यू का समय निकलने के बाद प्लेटफ़ॉर्म ने अप्रूव किया: कोई वजह नहीं',
  brandReason: 'ब्रांड की वजह: ',
  noReason: 'कोई नहीं',
  columns: {
    campaign: 'कैंपेन',
    kind: 'प्रकार',
    caption: 'कैप्शन',
    problems: 'क्या गलत है',
    approval: 'अप्रूवल',
    when: 'कब',
  },
  livePost: 'लाइव पोस्ट',
  work: 'काम',
  show: 'दिखाएँ',
  caption: 'डिस्क्लोज़र जाँच में फ़ेल कैप्शन',
  pages: 'डिस्क्लोज़र जाँच के पेज',
  empty: 'कोई कैप्शन डिस्क्लोज़र जाँच में फ़ेल नहीं हुआ।',
  failure: 'डिस्क्लोज़र जाँच लोड नहीं हो पाई: {{message}}',
} satisfies Catalogue<typeof en>;
