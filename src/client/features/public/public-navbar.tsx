import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@client/i18n/language-switch';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { BELOW_TABLET, useMediaQuery } from '@client/lib/use-media-query';
import { Logo } from '../layout/logo';
import { useSession } from '../session/session-provider';
import { SignOutButton } from '../session/sign-out-button';
import { MenuButtonFace, menuButtonClass, navLink, PAGE_LINKS, signInClass } from './nav-links';
import { Container } from './section';

/**
 * Headless UI's Popover, with the floating and focus code under it, would add about 20 KB gzip to
 * what every page downloads: the phone menu is a chunk of its own, loaded at phone widths only
 * (docs/decisions/043).
 */
const PhoneMenu = lazy(() => import('./phone-menu').then((m) => ({ default: m.PhoneMenu })));

/** The public pages' top bar: the logo, the page links, and who is signed in; on a phone, a Menu holding all of it. */
export function PublicNavbar() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.nav' });
  const { user } = useSession();
  const phone = useMediaQuery(BELOW_TABLET);
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white/95 backdrop-blur md:sticky md:top-0 print:hidden">
      <Container className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <Logo />
        <nav aria-label={t('main')} className="hidden items-center gap-1 md:flex">
          {PAGE_LINKS.map((l) => (
            <Link key={l.label} {...l} className={navLink} activeProps={{ 'aria-current': 'page' }}>
              {t(l.label)}
            </Link>
          ))}
        </nav>
        <LanguageSwitch />
        <div className="hidden min-w-0 md:flex">
          {user ? (
            <div className="flex min-w-0 items-center gap-3">
              <span className="min-w-0 break-all text-sm text-slate-700">
                {t('welcome', { email: user.email })}
              </span>
              <SignOutButton />
            </div>
          ) : (
            <Link to="/auth" search={{ tab: 'signin' }} className={signInClass}>
              {t('signIn')}
            </Link>
          )}
        </div>
        {phone && (
          // Until the chunk arrives, the button's look holds its place in the bar.
          <Suspense
            fallback={
              <span aria-hidden className={menuButtonClass}>
                <MenuButtonFace />
              </span>
            }
          >
            <PhoneMenu />
          </Suspense>
        )}
      </Container>
    </header>
  );
}
