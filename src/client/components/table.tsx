import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { useScrollCue } from '@client/lib/use-scroll-cue';

/**
 * A table's card: every admin table's, and the creator's payouts'. Below the width its columns
 * need, the table scrolls sideways inside the card, never the page, and its first column (who or
 * what the row is) stays pinned at the left edge with an opaque background, so a scrolled row still
 * says whose it is; once scrolled, a shadow marks the pinned edge (docs/product.md#widths). The
 * frame is focusable so keyboard users can scroll it too, and positioned, so a visually hidden text
 * in a cell scrolled out of view is placed inside it rather than widening the page.
 */
export function DataTable({
  caption,
  children,
  busy,
}: {
  caption: string;
  children: ReactNode;
  busy?: boolean;
}) {
  const frame = useScrollCue<HTMLDivElement>();
  return (
    <div
      ref={frame}
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={`group/table relative overflow-x-auto rounded-lg border border-slate-200 bg-white ${busy ? 'opacity-60' : ''}`}
    >
      <table
        className={
          'min-w-full divide-y divide-slate-200 text-left text-sm ' +
          '[&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-[1] ' +
          '[&_td:first-child]:bg-white group-data-[more-start]/table:[&_tr>:first-child]:shadow-[4px_0_6px_-4px_rgb(15_23_42/0.25)]'
        }
      >
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A column heading; long headings wrap rather than widen the table. */
export function Th({ children, className = '', ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={`bg-slate-50 px-2.5 py-2 align-bottom text-xs font-semibold uppercase tracking-wide text-slate-600 ${className}`}
      {...rest}
    >
      {children}
    </th>
  );
}

export function Td({ children, className = '', ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td className={`px-2.5 py-3 align-top text-slate-700 ${className}`} {...rest}>
      {children}
    </td>
  );
}
