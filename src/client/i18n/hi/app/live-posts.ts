import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/app/live-posts';

export default {
  metrics: {
    views: 'व्यूज़',
    likes: 'लाइक्स',
    comments: 'कमेंट्स',
    shares: 'शेयर',
    saves: 'सेव',
  },
  loadFailed: 'लाइव पोस्ट लोड नहीं हो पाईं।',
  tryAgain: 'फिर से कोशिश करें',
  heading: 'लाइव पोस्ट',
  add: 'लाइव पोस्ट जोड़ें',
  addFor: '{{title}} के लिए लाइव पोस्ट जोड़ें',
  emptyHint: 'पोस्ट लाइव होते ही उसका लिंक यहाँ जोड़ें और उसके नंबर दर्ज करें।',
  listFor: '{{title}} की लाइव पोस्ट',
  labelled: 'लेबल है: {{label}}',
  labelMissing: 'लेबल नहीं है या छिपा है',
  posted: '{{date}} को पोस्ट की गई',
  numbersAsOf: '{{date}} तक के नंबर',
  noNumbers: 'अभी कोई नंबर नहीं',
  updateNumbers: 'नंबर अपडेट करें',
  updateNumbersFor: '{{url}} के नंबर अपडेट करें',
  addDialog: {
    forTitle: '“{{title}}” के लिए',
    added: 'लाइव पोस्ट जोड़ दी गई',
    addedLabelled: 'नंबर मिलने पर "नंबर अपडेट करें" से उन्हें दर्ज करें।',
    addedUnlabelled: 'सेव हो गई। इसके कैप्शन में साफ़ ऐड लेबल नहीं है: पोस्ट एडिट करने के बारे में सोचें।',
    failed: 'लाइव पोस्ट नहीं जोड़ी जा सकी। कृपया फिर से कोशिश करें।',
    link: 'पोस्ट का लिंक',
    caption: 'कैप्शन',
    postedOn: 'पोस्ट करने की तारीख',
  },
  numbersDialog: {
    forUrl: '{{url}} के लिए',
    updated: 'नंबर अपडेट हो गए',
    brandSees: 'ब्रांड भी इन्हें देखता है।',
    failed: 'नंबर सेव नहीं हो पाए। कृपया फिर से कोशिश करें।',
    save: 'नंबर सेव करें',
  },
} satisfies Catalogue<typeof en>;
