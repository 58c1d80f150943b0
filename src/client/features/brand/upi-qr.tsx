import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@client/components/ui';

/**
 * A scannable QR code of a `upi://pay` link, drawn as SVG. The encoder is imported on first use, so
 * only a brand opening the funding dialog downloads it (docs/decisions/043).
 */
export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('uqr')
      .then(({ renderSVG }) => {
        if (live) setSvg(renderSVG(uri, { ecc: 'M', border: 2 }));
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [uri]);

  if (failed) return <p className="text-sm text-slate-600">{t('fund.qrFailed')}</p>;
  if (!svg) return <Skeleton className="h-48 w-48" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      data-upi-uri={uri}
      className="h-48 w-48 rounded border border-slate-200"
    />
  );
}
