import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRole } from '@client/features/session/guards';

/**
 * A report notification's link: the admin dashboard opens on its Reports tab with this report
 * selected (the `report` search parameter). Others are sent where requireRole sends them.
 */
export const Route = createFileRoute('/admin/reports/$id')({
  beforeLoad: (match) => {
    requireRole('admin')(match);
    const search = new URLSearchParams({ tab: 'reports', report: match.params.id });
    throw redirect({ href: `/admin-dashboard?${search}`, replace: true });
  },
});
