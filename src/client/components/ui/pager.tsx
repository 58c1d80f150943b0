import { formatCount } from '@shared/format';
import { Button } from './button';

type Props = {
  offset: number;
  pageSize: number;
  total: number;
  shown: number;
  onOffsetChange: (offset: number) => void;
  label: string;
};

/** 'Showing 11–20 of 43' with Previous and Next; nothing when everything fits on one page. */
export function Pager({ offset, pageSize, total, shown, onOffsetChange, label }: Props) {
  if (total <= pageSize && offset === 0) return null;
  const first = shown === 0 ? 0 : offset + 1;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {formatCount(first)}–{formatCount(offset + shown)} of {formatCount(total)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={offset + shown >= total}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
