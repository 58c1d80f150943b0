import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/public/session';

export default {
  signOut: 'साइन आउट करें',
  suspendedTitle: 'अकाउंट सस्पेंड है',
  suspended: 'आपका अकाउंट सस्पेंड कर दिया गया है।',
} satisfies Catalogue<typeof en>;
