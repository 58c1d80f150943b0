import profile from './profile';
import privacy from './privacy';
import notifications from './notifications';
import conversations from './conversations';
import invitations from './invitations';
import offers from './offers';
import shortlists from './shortlists';
import brand from './brand';
import creator from './creator';
import campaigns from './campaigns';
import invoices from './invoices';
import livePosts from './live-posts';
import tracking from './tracking';
import reviews from './reviews';
import reports from './reports';
import deals from './deals';

/** The `app` catalogue in English: one part per feature (src/client/i18n/namespaces.ts). */
export default {
  profile,
  privacy,
  notifications,
  conversations,
  invitations,
  offers,
  shortlists,
  brand,
  creator,
  campaigns,
  invoices,
  livePosts,
  tracking,
  reviews,
  reports,
  deals,
};
