import common from './common';
import layout from './layout';
import session from './session';
import auth from './auth';
import pages from './pages';
import titles from './titles';
import language from './language';
import values from './values';

/** The `public` catalogue in English: one part per feature (src/client/i18n/namespaces.ts). */
export default { common, layout, session, auth, pages, titles, language, values };
