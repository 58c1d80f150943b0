import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/app/invoices';

export default {
  kinds: {
    invoice: 'टैक्स इनवॉइस',
    credit_note: 'क्रेडिट नोट',
  },
  forNumber: '{{number}} के लिए',
} satisfies Catalogue<typeof en>;
