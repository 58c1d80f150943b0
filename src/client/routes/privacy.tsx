import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@client/lib/page-title';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { requireSignIn } from '../features/session/guards';

/** The signed-in person's privacy rights: a copy of their data, and erasure. */
export const Route = createFileRoute('/privacy')({
  head: () => pageTitle('Privacy'),
  beforeLoad: requireSignIn,
  component: PrivacyPage,
});
