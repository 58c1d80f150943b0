import { useTranslation } from 'react-i18next';
import { formatCount } from '@shared/format';
import { pagerText } from '@client/lib/paging';
import type { Paging } from '@client/lib/use-paging';
import { Button } from './button';

type Props = {
  /** The navigation's accessible name: 'Campaign pages'. */
  label: string;
  paging: Pick<Paging, 'offset' | 'next' | 'previous'>;
  /** Rows on this page. */
  shown: number;
  /** The list's total when its answer carries one; otherwise `hasNext` says whether there is more. */
  total?: number;
  hasNext?: boolean;
};

/** 'Showing 11–20 of 43' with Previous and Next under a paged list; nothing when everything fits on one page. */
export function Pager({ label, paging, shown, total, hasNext: more }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'common.pager' });
  const { offset } = paging;
  const hasNext = total === undefined ? more === true : offset + shown < total;
  if (offset === 0 && !hasNext) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {pagerText(offset, shown, total, formatCount)}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={paging.previous}>
          {t('previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={paging.next}>
          {t('next')}
        </Button>
      </div>
    </nav>
  );
}
