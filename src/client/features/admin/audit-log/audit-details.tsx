import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditChanges } from './audit-changes';

/** An entry's Details: a button that shows and hides the changed fields, before → after, and its other facts. */
export function AuditDetails({ metadata, about }: { metadata: Record<string, unknown>; about: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'auditLog.details' });
  const [open, setOpen] = useState(false);
  const id = useId();
  const { changes, facts } = auditChanges(metadata);
  if (changes.length === 0 && facts.length === 0) return <span className="text-slate-500">{t('none')}</span>;
  return (
    <div className="min-w-48">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
      >
        {t('details')}
        <span className="sr-only">{t('of', { about })}</span>
      </button>
      <div id={id} hidden={!open} className="mt-2 space-y-2 text-xs">
        {changes.length > 0 && (
          <ul className="space-y-1">
            {changes.map((c) => (
              <li key={c.field} className="break-words">
                <span className="font-medium text-slate-900">{c.field}</span>:{' '}
                <span className="text-slate-600">{c.before}</span>
                <span aria-hidden> → </span>
                <span className="sr-only">{t('changedTo')}</span>
                <span className="text-slate-900">{c.after}</span>
              </li>
            ))}
          </ul>
        )}
        {facts.length > 0 && (
          <dl className="space-y-1">
            {facts.map((f) => (
              <div key={f.key} className="break-words">
                <dt className="inline font-medium text-slate-900">{f.key}: </dt>
                <dd className="inline text-slate-700">{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
