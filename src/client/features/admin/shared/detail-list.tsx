import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A titled group of label/value pairs in a details dialog. `free`: other content (a list, a message),
 * which a definition list may not hold.
 */
export function DetailSection({
  title,
  children,
  free,
}: {
  title: string;
  children: ReactNode;
  free?: boolean;
}) {
  const Body = free ? 'div' : 'dl';
  return (
    <section className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <Body className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">{children}</Body>
    </section>
  );
}

/** One label/value pair; a missing value reads 'Not provided'. */
export function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('admin', { keyPrefix: 'shared' });
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">
        {empty ? <span className="text-slate-500">{t('notProvided')}</span> : children}
      </dd>
    </div>
  );
}
