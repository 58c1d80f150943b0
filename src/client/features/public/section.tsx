import type { ReactNode } from 'react';
import { CheckIcon } from '@client/components/icons';

/** The page width every public section lines up on. */
export function Container({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 ${className}`}>{children}</div>;
}

type HeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: 'center' | 'left';
};

/** A section's h2 with an optional small label above it and a lead paragraph below. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'center' }: HeadingProps) {
  const center = align === 'center';
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-base text-slate-600 sm:text-lg">{lead}</p>}
    </div>
  );
}

/** A bulleted list with check marks, as in the benefit lists. */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-0.5 inline-flex h-5 w-5 flex-none items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
            <CheckIcon className="h-3 w-3" strokeWidth={3} />
          </span>
          <span className="text-slate-700">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Initials in a coloured circle, standing in for a photo. */
export function InitialsAvatar({
  name,
  className = 'h-12 w-12 text-base',
}: {
  name: string;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`inline-flex flex-none items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800 ${className}`}
    >
      {initials}
    </span>
  );
}
