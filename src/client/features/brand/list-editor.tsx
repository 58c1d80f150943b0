import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui';

type Props = {
  /** The list's name: 'Tags', 'Deliverables'. */
  label: string;
  /** What an item is, for the list's name and the remove buttons. */
  kind: 'tag' | 'deliverable';
  items: string[];
  onChange: (items: string[]) => void;
  addLabel: string;
  placeholder?: string;
  /** Chips for short items (clicking one removes it), rows for sentences. */
  variant?: 'chips' | 'rows';
  maxLength?: number;
};

/** A list edited by typing an item and pressing Enter or the add button; blanks and duplicates are ignored. */
export function ListEditor({
  label,
  kind,
  items,
  onChange,
  addLabel,
  placeholder,
  variant = 'chips',
  maxLength = 300,
}: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const id = useId();
  const [draft, setDraft] = useState('');

  const add = () => {
    const item = draft.trim();
    setDraft('');
    if (!item || items.includes(item)) return;
    onChange([...items, item]);
  };
  const remove = (item: string) => onChange(items.filter((i) => i !== item));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the item rather than submitting the form around it.
    event.preventDefault();
    add();
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={maxLength}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          className="block w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm sm:text-sm"
        />
        <Button variant="secondary" onClick={add} className="shrink-0">
          {addLabel}
        </Button>
      </div>
      {items.length > 0 &&
        (variant === 'chips' ? (
          <ul aria-label={t(`listEditor.selected.${kind}`)} className="mt-2 flex flex-wrap gap-2">
            {items.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  onClick={() => remove(item)}
                  aria-label={t(`listEditor.remove.${kind}`, { item })}
                  className="inline-flex max-w-full items-center gap-1 break-all rounded-full bg-indigo-50 px-2.5 py-1 text-sm text-indigo-800 hover:bg-indigo-100"
                >
                  {item}
                  <span aria-hidden>×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <ul
            aria-label={t(`listEditor.selected.${kind}`)}
            className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200"
          >
            {items.map((item) => (
              <li key={item} className="flex items-start justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 break-words">{item}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(item)}
                  aria-label={t(`listEditor.remove.${kind}`, { item })}
                >
                  {t('listEditor.removeButton')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
