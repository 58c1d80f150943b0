import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/admin/panel';

export default {
  badge: 'एडमिन पैनल',
  sections: 'एडमिन सेक्शन',
  section: 'एडमिन सेक्शन',
  optionWaiting: '{{label}} ({{n}} नए)',
  waiting: '{{n}} नए',
} satisfies Catalogue<typeof en>;
