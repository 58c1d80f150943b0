import { useTranslation } from 'react-i18next';
import { Button } from './button';

type Props = {
  /** What failed, in the screen's words: 'Failed to load campaigns. Please try again.' */
  title: string;
  /** A second line, e.g. what is missing because of it. */
  detail?: string;
  /** Asks once more (a query's `refetch`). */
  onRetry: () => unknown;
};

/**
 * In place of a list or panel that failed to load: what failed and Try again. It is an alert, so it
 * is announced once when it appears, and it stays until the load works: no toast repeats it.
 */
export function LoadFailed({ title, detail, onRetry }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'common' });
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <div>
        <p className="font-medium">{title}</p>
        {detail && <p className="mt-1">{detail}</p>}
      </div>
      <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
