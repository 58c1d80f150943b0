import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/auth/verify-email-page';
import { pageTitle } from '@client/lib/page-title';

export const Route = createFileRoute('/auth_/verify')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  head: () => pageTitle('verifyEmail'),
  component: function VerifyRoute() {
    return <VerifyEmailPage token={Route.useSearch().token ?? ''} />;
  },
});
