import { useTranslation } from 'react-i18next';
import { Card } from '@client/components/ui';
import { UserReviews } from '../reviews/user-reviews';

/** What the other side of each collaboration wrote about this user, as others see it (docs/product.md#reviews). */
export function ReviewsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile.reviews' });
  return (
    <Card>
      <h2 id="profile-reviews" className="mb-3 text-lg font-semibold">
        {t('heading')}
      </h2>
      <UserReviews userId={userId} headingId="profile-reviews" />
    </Card>
  );
}
