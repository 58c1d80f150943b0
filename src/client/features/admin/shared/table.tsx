import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/**
 * A table that scrolls sideways inside its own frame on narrow screens, never the page. The frame
 * is focusable so keyboard users can scroll it too.
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
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={`overflow-x-auto rounded-lg border border-slate-200 bg-white ${busy ? 'opacity-60' : ''}`}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ children, className = '', ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={`whitespace-nowrap bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 ${className}`}
      {...rest}
    >
      {children}
    </th>
  );
}

export function Td({ children, className = '', ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td className={`px-3 py-3 align-top text-slate-700 ${className}`} {...rest}>
      {children}
    </td>
  );
}
