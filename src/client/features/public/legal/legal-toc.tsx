import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { SearchIcon } from '@client/components/icons';
import { filterSections, type LegalSection } from './legal-types';

type Props = {
  sections: readonly LegalSection[];
  /** Called before the page scrolls to a section, e.g. to open a collapsed one. */
  onSelect?: (id: string) => void;
};

/** The table of contents with a search box that narrows the list as you type. */
export function LegalToc({ sections, onSelect }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'pages.legal' });
  const [query, setQuery] = useState('');
  const inputId = useId();
  const shown = filterSections(sections, query);
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:hidden"
    >
      <h2 id="toc-title" className="text-base font-semibold text-slate-900">
        {t('toc')}
      </h2>
      <div className="relative mt-3">
        <label htmlFor={inputId} className="sr-only">
          {t('search')}
        </label>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('searchPlaceholder')}
          className="block w-full rounded-md border border-slate-300 py-2 pl-9 pr-3 text-base shadow-sm sm:text-sm"
        />
      </div>
      <p aria-live="polite" className="mt-2 text-xs text-slate-600">
        {query.trim()
          ? t('matching', { shown: shown.length, total: sections.length })
          : t('sections', { total: sections.length })}
      </p>
      {shown.length > 0 ? (
        <ol className="mt-3 space-y-1">
          {shown.map((s) => (
            <li key={s.id}>
              <Link
                to="."
                hash={s.id}
                onClick={() => onSelect?.(s.id)}
                className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-indigo-50 hover:text-indigo-800"
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('noMatch', { query: query.trim() })}</p>
      )}
    </nav>
  );
}
