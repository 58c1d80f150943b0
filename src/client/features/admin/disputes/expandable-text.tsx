import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Characters of a long text shown before Show more. */
const SHOWN = 90;

/** A long text cut short in a table cell, with a button that shows the whole of it and hides it again. */
export function ExpandableText({ text, about }: { text: string; about: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'disputes' });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.length <= SHOWN) return <p className="whitespace-pre-line break-words">{text}</p>;
  return (
    <div>
      <p id={id} className="whitespace-pre-line break-words">
        {open ? text : `${text.slice(0, SHOWN).trimEnd()}…`}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="mt-1 text-xs font-medium text-indigo-700 underline hover:text-indigo-900"
      >
        {open ? t('showLess') : t('showMore')}
        <span className="sr-only">{t('ofAbout', { about })}</span>
      </button>
    </div>
  );
}
