import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online';

/**
 * Offline, the app still opens from the service worker's cache (docs/product.md#install-on-a-phone):
 * this says so, instead of leaving lists loading without a word. TanStack Query pauses its calls
 * while offline and makes them again when the connection is back, and the banner goes.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation('public', { keyPrefix: 'common.offline' });
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="sticky top-0 z-50 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
          {t('banner')}
        </p>
      )}
    </div>
  );
}

/** The app opened offline before it could ask who is signed in: it goes on once the connection is back. */
export function OfflineScreen() {
  const { t } = useTranslation('public', { keyPrefix: 'common.offline' });
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-2 px-4 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      <p role="status" className="text-slate-600">
        {t('opensWhenBack')}
      </p>
    </main>
  );
}
