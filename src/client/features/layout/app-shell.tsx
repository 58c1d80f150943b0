import type { ReactNode } from 'react';
import { SignOutButton } from '../session/sign-out-button';
import { Logo } from './logo';

/** The frame of every signed-in screen: the logo, an optional portal badge, Sign Out. */
export function AppShell({ badge, children }: { badge?: string; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
            <Logo />
            {badge && (
              <span className="whitespace-nowrap rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">{badge}</span>
            )}
          </div>
          <SignOutButton />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
