import type { ReactNode } from 'react';

/**
 * A table's frame that scrolls sideways on a narrow screen instead of the page; focusable and named,
 * so keyboard users can scroll it too (docs/product.md#widths).
 */
export function ScrollFrame({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
