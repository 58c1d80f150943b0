import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { pageTitle } from '@client/lib/page-title';

export const Route = createFileRoute('/auth_/reset')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  head: () => pageTitle('resetPassword'),
  component: function ResetRoute() {
    return <ResetPasswordPage token={Route.useSearch().token ?? ''} />;
  },
});
