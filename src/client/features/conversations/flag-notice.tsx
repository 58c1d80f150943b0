import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Under a message that carried contact or payment details: why talk and payment stay here. */
export function FlagNotice() {
  const { t } = useTranslation('app', { keyPrefix: 'conversations.flag' });
  return (
    <p
      data-testid="flag-notice"
      className="mt-1 rounded-md border border-amber-200 bg-amber-50 px-2 py-1 text-xs text-amber-900"
    >
      {t('notice')}{' '}
      <Link to="/terms-of-service" className="font-medium underline">
        {t('readTerms')}
      </Link>
    </p>
  );
}
