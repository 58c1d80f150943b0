import { formatAdminDate } from '@shared/dates';
import { Badge } from '@client/components/ui';

/**
 * What a row says about an account's standing: Suspended while blocked, and Warned with the date of
 * its latest warning, which blocks nothing (docs/product.md#suspension-types) but stays in view.
 */
export function StandingBadges({
  account,
}: {
  account: { suspended: boolean; last_warned_at: string | null };
}) {
  if (!account.suspended && !account.last_warned_at) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {account.suspended && <Badge tone="red">Suspended</Badge>}
      {account.last_warned_at && <Badge tone="blue">Warned {formatAdminDate(account.last_warned_at)}</Badge>}
    </span>
  );
}
