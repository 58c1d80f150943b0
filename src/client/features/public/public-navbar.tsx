import { Link } from '@tanstack/react-router';
import { Logo } from '../layout/logo';
import { useSession } from '../session/session-provider';
import { SignOutButton } from '../session/sign-out-button';
import { Container } from './section';

const navLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** The public pages' top bar: the logo, the page links from tablet width, and who is signed in. */
export function PublicNavbar() {
  const { user } = useSession();
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white/95 backdrop-blur md:sticky md:top-0 print:hidden">
      <Container className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <Link to="/" hash="how-it-works" className={navLink}>
            How It Works
          </Link>
          <Link to="/about" className={navLink} activeProps={{ 'aria-current': 'page' }}>
            About
          </Link>
          <Link to="/contact" className={navLink} activeProps={{ 'aria-current': 'page' }}>
            Contact
          </Link>
        </nav>
        {user ? (
          <div className="flex min-w-0 items-center gap-3">
            <span className="min-w-0 break-all text-sm text-slate-700">Welcome, {user.email}</span>
            <SignOutButton />
          </div>
        ) : (
          <Link
            to="/auth"
            search={{ tab: 'signin' }}
            className="whitespace-nowrap rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
          >
            Sign In
          </Link>
        )}
      </Container>
    </header>
  );
}
