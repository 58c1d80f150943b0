import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/public/layout';

export default {
  welcome: 'नमस्ते, {{name}}!',
  userMenu: 'यूज़र मेन्यू',
  signOut: 'साइन आउट करें',
  roles: { admin: 'एडमिन', brand: 'ब्रांड', creator: 'क्रिएटर' },
  portal: { adminPanel: 'एडमिन पैनल', brandPortal: 'ब्रांड पोर्टल' },
} satisfies Catalogue<typeof en>;
