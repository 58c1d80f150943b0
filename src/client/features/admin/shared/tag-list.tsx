import { useTranslation } from 'react-i18next';
import { firstAndRest } from '@shared/format';

/** The first two tags and '+N' for the rest (docs/product.md#display). */
export function TagList({ tags, shown = 2 }: { tags: readonly string[]; shown?: number }) {
  const { t } = useTranslation('admin', { keyPrefix: 'shared' });
  if (tags.length === 0) return null;
  const { shown: first, rest } = firstAndRest(tags, shown);
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('tags')}>
      {first.map((tag) => (
        <li key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
          {tag}
        </li>
      ))}
      {rest > 0 && (
        <li
          className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700"
          title={tags.slice(shown).join(', ')}
        >
          +{rest}
        </li>
      )}
    </ul>
  );
}
