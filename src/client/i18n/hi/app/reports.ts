import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/app/reports';

export default {
  types: {
    spam: 'स्पैम',
    inappropriate: 'आपत्तिजनक कंटेंट',
    harassment: 'परेशान करना',
  },
  typePlaceholder: 'रिपोर्ट का प्रकार चुनें',
  reason: 'वजह',
  cancel: 'रद्द करें',
  submit: 'रिपोर्ट भेजें',
  failed: 'रिपोर्ट नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
} satisfies Catalogue<typeof en>;
