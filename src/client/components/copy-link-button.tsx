import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

/**
 * Copy link: writes `url` to the clipboard and says so beside the button, in a status region that is
 * always there, so a screen reader announces "Copied" (or the failure) when it appears.
 */
export function CopyLinkButton({ url, label }: { url: string; label?: string }) {
  const { t } = useTranslation('public', { keyPrefix: 'common.copyLink' });
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {label ?? t('label')}
      </Button>
      <span role="status" className="text-sm">
        {outcome === 'copied' && <span className="font-medium text-green-700">{t('copied')}</span>}
        {outcome === 'failed' && <span className="text-red-700">{t('failed')}</span>}
      </span>
    </span>
  );
}
