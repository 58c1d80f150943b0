import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeFor } from '../features/session/roles';

/** Only redirects (docs/product.md#redirects), to the signed-in user's dashboard, or to sign in. */
export const Route = createFileRoute('/activity-center')({
  beforeLoad: ({ context }) => {
    const user = context.session.user;
    throw user
      ? redirect({ to: homeFor(user), replace: true })
      : redirect({ to: '/auth', search: { tab: 'signin' }, replace: true });
  },
});
