import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@client/lib/page-title';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { requireSignIn } from '../features/session/guards';

/** Every signed-in user's Privacy page; visitors sign in first, and come back to it. */
export const Route = createFileRoute('/privacy')({
  head: () => pageTitle('privacy'),
  beforeLoad: requireSignIn,
  component: PrivacyPage,
});
