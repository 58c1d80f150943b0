import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/app/tracking';

export default {
  link: {
    heading: 'आपका ट्रैकिंग लिंक',
    hint: 'इसे अपने बायो या स्टोरी में शेयर करें: ब्रांड देखता है कि इससे कितने लोग आए।',
  },
  chart: {
    none: 'पिछले {{days}} दिनों में {{name}} के लिए कोई क्लिक नहीं',
    some: 'पिछले {{days}} दिनों में {{name}} के क्लिक: {{total}}; {{days_list}}',
    day: '{{day}}: {{clicks}}',
  },
  performance: {
    button: 'परफ़ॉर्मेंस',
    buttonFor: '{{title}} की परफ़ॉर्मेंस',
    downloadFailedStatus: 'डाउनलोड नहीं हुआ ({{status}})',
    loadFailed: 'परफ़ॉर्मेंस लोड नहीं हो पाई।',
    downloadFailed: 'डाउनलोड नहीं हुआ',
    noDestination:
      'इस कैंपेन में कोई डेस्टिनेशन URL नहीं है, इसलिए इसके क्रिएटर्स के पास ट्रैकिंग लिंक नहीं हैं। क्लिक गिनने के लिए एडिट से एक URL जोड़ें।',
    noCreators: 'अभी तक कोई क्रिएटर स्वीकार नहीं किया गया है।',
    downloading: 'डाउनलोड हो रहा है…',
    downloadCsv: 'CSV डाउनलोड करें',
    totals: 'कुल',
    noPosts: 'अभी कोई पोस्ट नहीं',
    labelled: 'लेबल है',
    notLabelled: '{{posts}} में से {{failing}} पर लेबल नहीं',
    caption: 'हर क्रिएटर की परफ़ॉर्मेंस',
    deal: 'डील {{amount}}',
    columns: {
      creator: 'क्रिएटर',
      clicks: 'क्लिक',
      posts: 'पोस्ट',
      disclosure: 'डिस्क्लोज़र',
      lastDays: 'पिछले 14 दिन',
      views: 'व्यूज़',
      likes: 'लाइक्स',
      comments: 'कमेंट्स',
      shares: 'शेयर',
      saves: 'सेव',
      engagement: 'एंगेजमेंट',
      costPerView: 'प्रति व्यू खर्च',
    },
  },
} satisfies Catalogue<typeof en>;
