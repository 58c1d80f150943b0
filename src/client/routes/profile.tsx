import { createFileRoute, redirect } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/profile-page';
import { pageTitle } from '../features/layout/page-title';

/** Every signed-in user's own profile; visitors are sent to sign in. */
export const Route = createFileRoute('/profile')({
  head: () => pageTitle('My Profile'),
  beforeLoad: ({ context }) => {
    if (!context.session.user) throw redirect({ to: '/auth', search: { tab: 'signin' } });
  },
  component: ProfilePage,
});
