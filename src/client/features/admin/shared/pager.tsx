import { Button } from '@client/components/ui';

type Props = {
  offset: number;
  shown: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  label: string;
};

/** Previous / Next under a paged table, with which rows are on screen. */
export function Pager({ offset, shown, hasNext, onPrevious, onNext, label }: Props) {
  if (offset === 0 && !hasNext) return null;
  return (
    <nav
      aria-label={`${label} pages`}
      className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600"
    >
      <p aria-live="polite">
        {shown === 0 ? 'No rows on this page' : `Showing ${offset + 1}–${offset + shown}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onPrevious} disabled={offset === 0}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={onNext} disabled={!hasNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
