import { router } from '../trpc';
import { adminCampaignsRouter } from './admin-campaigns/router';
import { adminContactRouter } from './admin-contact/router';
import { adminDisclosureRouter } from './admin-disclosure/router';
import { adminEmailsRouter } from './admin-emails/router';
import { adminUsersRouter } from './admin-users/router';
import { authRouter } from './auth/router';
import { campaignsRouter } from './campaigns/router';
import { contactRouter } from './contact/router';
import { creatorsRouter } from './creators/router';
import { conversationsRouter } from './conversations/router';
import { applicationsRouter } from './applications/router';
import { workSubmissionsRouter } from './work-submissions/router';
import { notificationsRouter } from './notifications/router';
import { paymentsRouter } from './payments/router';
import { profilesRouter } from './profiles/router';
import { reportsRouter } from './reports/router';
import { suspensionsRouter } from './suspensions/router';
import { transactionsRouter } from './transactions/router';
import { analyticsRouter } from './analytics/router';
import { broadcastRouter } from './broadcast/router';
import { adminPaymentsRouter } from './admin-payments/router';
import { adminDirectoryRouter } from './admin-directory/router';
import { fundingRouter } from './funding/router';
import { payoutsRouter } from './payouts/router';
import { reviewsRouter } from './reviews/router';
import { disputesRouter } from './disputes/router';
import { adminDisputesRouter } from './admin-disputes/router';
import { shortlistsRouter } from './shortlists/router';
import { offersRouter } from './offers/router';
import { invitationsRouter } from './invitations/router';
import { livePostsRouter } from './live-posts/router';
import { agreementsRouter } from './agreements/router';
import { consentsRouter } from './consents/router';
import { grievancesRouter } from './grievances/router';
import { adminGrievancesRouter } from './admin-grievances/router';
import { dataRightsRouter } from './data-rights/router';
import { invoicesRouter } from './invoices/router';

/** Every domain router; the REST table is the union of their procedures' `meta.openapi`. */
export const appRouter = router({
  auth: authRouter,
  campaigns: campaignsRouter,
  adminCampaigns: adminCampaignsRouter,
  applications: applicationsRouter,
  workSubmissions: workSubmissionsRouter,
  notifications: notificationsRouter,
  conversations: conversationsRouter,
  payments: paymentsRouter,
  profiles: profilesRouter,
  creators: creatorsRouter,
  adminUsers: adminUsersRouter,
  contact: contactRouter,
  adminContact: adminContactRouter,
  adminDisclosure: adminDisclosureRouter,
  adminEmails: adminEmailsRouter,
  reports: reportsRouter,
  suspensions: suspensionsRouter,
  transactions: transactionsRouter,
  analytics: analyticsRouter,
  broadcast: broadcastRouter,
  adminPayments: adminPaymentsRouter,
  adminDirectory: adminDirectoryRouter,
  funding: fundingRouter,
  payouts: payoutsRouter,
  reviews: reviewsRouter,
  disputes: disputesRouter,
  adminDisputes: adminDisputesRouter,
  shortlists: shortlistsRouter,
  offers: offersRouter,
  invitations: invitationsRouter,
  livePosts: livePostsRouter,
  agreements: agreementsRouter,
  consents: consentsRouter,
  grievances: grievancesRouter,
  adminGrievances: adminGrievancesRouter,
  dataRights: dataRightsRouter,
  invoices: invoicesRouter,
});

export type AppRouter = typeof appRouter;
