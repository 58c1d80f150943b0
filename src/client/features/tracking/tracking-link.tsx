import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from '@client/components/copy-link-button';

/**
 * An accepted creator's tracking link (docs/product.md#tracking-links), to put in a bio or story:
 * the address to read and select, and Copy link.
 */
export function TrackingLink({ url, className = '' }: { url: string; className?: string }) {
  const { t } = useTranslation('app', { keyPrefix: 'tracking.link' });
  return (
    <div className={`rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm ${className}`}>
      <p className="font-medium text-slate-900">{t('heading')}</p>
      <p className="text-slate-600">{t('hint')}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code className="break-all rounded bg-white px-2 py-1 text-slate-900" data-testid="tracking-url">
          {url}
        </code>
        <CopyLinkButton url={url} />
      </div>
    </div>
  );
}
