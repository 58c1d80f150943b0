import { formatAdminDate } from '@shared/dates';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin', { keyPrefix: 'shared.standing' });
  if (!account.suspended && !account.last_warned_at) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {account.suspended && <Badge tone="red">{t('suspended')}</Badge>}
      {account.last_warned_at && (
        <Badge tone="blue">{t('warned', { date: formatAdminDate(account.last_warned_at) })}</Badge>
      )}
    </span>
  );
}
