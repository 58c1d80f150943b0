import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/admin/shared';

export default {
  notProvided: 'नहीं दिया गया',
  filters: {
    legend: 'फ़िल्टर',
    search: 'खोजें',
    from: 'इस तारीख से',
    to: 'इस तारीख तक',
  },
  standing: {
    suspended: 'सस्पेंड',
    warned: '{{date}} को चेतावनी दी गई',
  },
  tags: 'टैग',
  history: {
    title: 'चेतावनियाँ और सस्पेंशन',
    loading: 'लोड हो रहा है…',
    list: 'चेतावनियाँ और सस्पेंशन',
    empty: 'कोई चेतावनी या सस्पेंशन नहीं।',
  },
  suspend: {
    titleUser: 'यूज़र को सस्पेंड करें',
    titleBrand: 'ब्रांड को सस्पेंड करें',
    description: '{{name}} को सस्पेंड करें। अस्थायी या स्थायी सस्पेंशन से वे तुरंत साइन आउट हो जाते हैं।',
    cancel: 'रद्द करें',
    sendWarning: 'चेतावनी भेजें',
    suspend: 'सस्पेंड करें',
    type: 'सस्पेंशन का प्रकार',
    selectType: 'प्रकार चुनें',
    types: {
      warning: 'चेतावनी (1 दिन)',
      temporary: 'अस्थायी (7 दिन)',
      permanent: 'स्थायी (कोई समय-सीमा नहीं)',
    },
    neverExpires: 'कभी खत्म नहीं होता; एडमिन इसे हटा सकते हैं।',
    ends: '{{date}} को खत्म होगा।',
    endsWarning: '{{date}} को खत्म होगी। चेतावनी से साइन इन नहीं रुकता।',
    reason: 'वजह',
  },
  unsuspend: {
    titleUser: 'यूज़र का सस्पेंशन हटाएँ',
    titleBrand: 'ब्रांड का सस्पेंशन हटाएँ',
    description: '{{name}} का सस्पेंशन हटाएँ। वे फिर से साइन इन कर सकेंगे।',
    cancel: 'रद्द करें',
    unsuspend: 'सस्पेंशन हटाएँ',
    notes: 'एडमिन नोट्स (ज़रूरी नहीं)',
  },
  outcome: {
    suspended: { user: 'यूज़र सस्पेंड हो गया', brand: 'ब्रांड सस्पेंड हो गया' },
    unsuspended: { user: 'यूज़र का सस्पेंशन हट गया', brand: 'ब्रांड का सस्पेंशन हट गया' },
    warned: 'चेतावनी भेज दी गई',
    error: 'गड़बड़ी',
    failed: {
      suspend: {
        user: 'यूज़र को सस्पेंड नहीं कर पाए। कृपया फिर से कोशिश करें।',
        brand: 'ब्रांड को सस्पेंड नहीं कर पाए। कृपया फिर से कोशिश करें।',
      },
      unsuspend: {
        user: 'यूज़र का सस्पेंशन नहीं हटा पाए। कृपया फिर से कोशिश करें।',
        brand: 'ब्रांड का सस्पेंशन नहीं हटा पाए। कृपया फिर से कोशिश करें।',
      },
    },
  },
  directory: {
    titleWithTotal: '{{title}} ({{total}})',
    contact: 'संपर्क',
    joined: 'जुड़े',
    actions: 'एक्शन',
    details: 'डिटेल्स',
    detailsOf: '{{name}} की डिटेल्स',
    unsuspend: 'सस्पेंशन हटाएँ',
    unsuspendName: '{{name}} का सस्पेंशन हटाएँ',
    suspend: 'सस्पेंड करें',
    suspendName: '{{name}} को सस्पेंड करें',
    search: '{{noun}} खोजें',
    searchPlaceholder: '{{noun}} खोजें...',
    pages: '{{noun}} के पेज',
    noMatch: 'आपकी खोज से कोई {{noun}} नहीं मिला।',
    none: 'अभी तक कोई {{noun}} साइन अप नहीं हुआ।',
    failure: '{{noun}} लोड नहीं हो पाए: {{message}}',
  },
} satisfies Catalogue<typeof en>;
