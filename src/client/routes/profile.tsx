import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/profile-page';
import { pageTitle } from '@client/lib/page-title';
import { requireSignIn } from '../features/session/guards';

/** Every signed-in user's own profile; visitors sign in first, and come back to it. */
export const Route = createFileRoute('/profile')({
  head: () => pageTitle('myProfile'),
  beforeLoad: requireSignIn,
  component: ProfilePage,
});
