import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui';

/** Cancel and Save Changes under a profile card's form. */
export function FormButtons({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile' });
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('saveChanges')}
      </Button>
    </div>
  );
}
