import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation('public', { keyPrefix: 'common' });
  return (
    <div
      role="status"
      className="flex min-h-screen flex-col items-center justify-center gap-3 text-slate-600"
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600"
        aria-hidden
      />
      <span>{t('loading')}</span>
    </div>
  );
}
