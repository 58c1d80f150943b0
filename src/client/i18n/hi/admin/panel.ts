import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/admin/panel';

export default {
  badge: 'एडमिन पैनल',
  sections: 'एडमिन सेक्शन',
  section: 'एडमिन सेक्शन',
  optionWaiting: '{{label}} ({{n}} नए)',
  waiting: '{{n}} नए',
  tabs: {
    analytics: 'प्लेटफ़ॉर्म एनालिटिक्स',
    users: 'क्रिएटर मैनेजमेंट',
    brands: 'ब्रांड मैनेजमेंट',
    campaigns: 'कैंपेन मॉडरेशन',
    commission: 'कमीशन',
    payouts: 'पेआउट',
    invoices: 'इनवॉइस',
    tds: 'TDS',
    disputes: 'विवाद',
    reports: 'रिपोर्ट और फ़्लैग',
    disclosure: 'डिस्क्लोज़र जाँच',
    suspensions: 'यूज़र सस्पेंशन',
    notifications: 'ब्रॉडकास्ट सिस्टम',
    'payment-management': 'यूज़र पेमेंट डिटेल्स',
    contact: 'संपर्क मैसेज',
    grievances: 'शिकायतें',
    emails: 'ईमेल',
    'audit-log': 'ऑडिट लॉग',
  },
} satisfies Catalogue<typeof en>;
