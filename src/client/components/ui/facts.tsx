import type { ReactNode } from 'react';

export type Fact = { term: string; value: ReactNode; valueClassName?: string };

type Props = {
  items: (Fact | false | null | undefined)[];
  /** The list's layout (a grid, a wrapping row). */
  className: string;
  /** The values' style, unless a fact names its own. */
  valueClassName?: string;
};

/** Short label/value pairs on a card ('Budget' over '₹50,000'); a false entry is left out. */
export function Facts({ items, className, valueClassName }: Props) {
  return (
    <dl className={className}>
      {items.map(
        (fact) =>
          fact && (
            <div key={fact.term}>
              <dt className="text-slate-500">{fact.term}</dt>
              <dd className={fact.valueClassName ?? valueClassName}>{fact.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
