import type { ReactNode } from 'react';

/** An error shown in place of content that failed to load. */
export function InlineError({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
