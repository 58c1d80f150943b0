import panel from './panel';
import analytics from './analytics';
import auditLog from './audit-log';
import brands from './brands';
import campaigns from './campaigns';
import commission from './commission';
import contact from './contact';
import disclosure from './disclosure';
import disputes from './disputes';
import emails from './emails';
import grievances from './grievances';
import invoices from './invoices';
import notifications from './notifications';
import paymentManagement from './payment-management';
import payouts from './payouts';
import reports from './reports';
import shared from './shared';
import suspensions from './suspensions';
import users from './users';

/** The `admin` catalogue in Hindi: each part holds exactly the English part's keys. */
export default {
  panel,
  analytics,
  auditLog,
  brands,
  campaigns,
  commission,
  contact,
  disclosure,
  disputes,
  emails,
  grievances,
  invoices,
  notifications,
  paymentManagement,
  payouts,
  reports,
  shared,
  suspensions,
  users,
};
