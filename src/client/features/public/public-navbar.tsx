import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { Logo } from '../layout/logo';
import { homeFor } from '../session/roles';
import { useSession } from '../session/session-provider';
import { SignOutButton } from '../session/sign-out-button';
import { Container } from './section';

const navLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const signInClass =
  'whitespace-nowrap rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

/**
 * The page links, the same in the bar (from tablet width) and in the phone's menu. How It Works is
 * a section of the landing page: it is the current one only once scrolled to, not on the whole page.
 */
const PAGE_LINKS = [
  { label: 'How It Works', to: '/', hash: 'how-it-works', activeOptions: { includeHash: true } },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
] as const;

/** The public pages' top bar: the logo, the page links, and who is signed in; on a phone, a Menu holding all of it. */
export function PublicNavbar() {
  const { user } = useSession();
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white/95 backdrop-blur md:sticky md:top-0 print:hidden">
      <Container className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {PAGE_LINKS.map((l) => (
            <Link key={l.label} {...l} className={navLink} activeProps={{ 'aria-current': 'page' }}>
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="hidden min-w-0 md:flex">
          {user ? (
            <div className="flex min-w-0 items-center gap-3">
              <span className="min-w-0 break-all text-sm text-slate-700">Welcome, {user.email}</span>
              <SignOutButton />
            </div>
          ) : (
            <Link to="/auth" search={{ tab: 'signin' }} className={signInClass}>
              Sign In
            </Link>
          )}
        </div>
        <PhoneMenu />
      </Container>
    </header>
  );
}

/**
 * Below tablet width the bar has room for the logo only: a Menu button opens every link the bar
 * shows (docs/product.md#widths). Headless UI's Popover gives the keyboard handling: Enter or
 * Space opens it and moves the focus in, Escape or a click outside closes it and gives the focus
 * back; following a link closes it.
 */
function PhoneMenu() {
  const { user } = useSession();
  const item = `block ${navLink}`;
  return (
    <Popover className="md:hidden">
      <PopoverButton className="flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 data-open:bg-slate-100">
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
          <path d="M3 5h14v1.5H3V5Zm0 4.25h14v1.5H3v-1.5Zm0 4.25h14V15H3v-1.5Z" />
        </svg>
        Menu
      </PopoverButton>
      <PopoverPanel
        focus
        as="nav"
        aria-label="Main menu"
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 shadow-lg"
      >
        {({ close }) => (
          <>
            {PAGE_LINKS.map((l) => (
              <Link
                key={l.label}
                {...l}
                onClick={() => close()}
                className={item}
                activeProps={{ 'aria-current': 'page' }}
              >
                {l.label}
              </Link>
            ))}
            <div className="mt-2 border-t border-slate-200 pt-3">
              {user ? (
                <>
                  <p className="break-all px-3 pb-2 text-sm text-slate-700">Welcome, {user.email}</p>
                  <Link to={homeFor(user)} onClick={() => close()} className={item}>
                    My Dashboard
                  </Link>
                  <div className="px-3 pt-2">
                    <SignOutButton />
                  </div>
                </>
              ) : (
                <Link
                  to="/auth"
                  search={{ tab: 'signin' }}
                  onClick={() => close()}
                  className={`block text-center ${signInClass}`}
                >
                  Sign In
                </Link>
              )}
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
