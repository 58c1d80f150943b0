import { useTranslation } from 'react-i18next';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { homeFor } from '../session/roles';
import { useSession } from '../session/session-provider';
import { SignOutButton } from '../session/sign-out-button';
import { MenuButtonFace, menuButtonClass, navLink, PAGE_LINKS, signInClass } from './nav-links';

/**
 * Below tablet width the bar has room for the logo only: a Menu button opens every link the bar
 * shows (docs/product.md#widths). Headless UI's Popover gives the keyboard handling: Enter or
 * Space opens it and moves the focus in, Escape or a click outside closes it and gives the focus
 * back; following a link closes it.
 */
export function PhoneMenu() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.nav' });
  const { user } = useSession();
  const item = `block ${navLink}`;
  return (
    <Popover className="md:hidden">
      <PopoverButton className={menuButtonClass}>
        <MenuButtonFace />
      </PopoverButton>
      <PopoverPanel
        focus
        as="nav"
        aria-label={t('mainMenu')}
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
                {t(l.label)}
              </Link>
            ))}
            <div className="mt-2 border-t border-slate-200 pt-3">
              {user ? (
                <>
                  <p className="break-all px-3 pb-2 text-sm text-slate-700">
                    {t('welcome', { email: user.email })}
                  </p>
                  <Link to={homeFor(user)} onClick={() => close()} className={item}>
                    {t('myDashboard')}
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
                  {t('signIn')}
                </Link>
              )}
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
