import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/public/language';

export default {
  label: 'भाषा',
  notSaved: 'इस डिवाइस पर भाषा बदल गई है, पर आपके अकाउंट में सेव नहीं हो पाई। कृपया फिर से कोशिश करें।',
} satisfies Catalogue<typeof en>;
