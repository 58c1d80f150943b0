import { Menu, MenuButton, MenuHeading, MenuItem, MenuSection, MenuSeparator } from '@headlessui/react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/schemas/auth';
import { Badge, MenuPanel } from '@client/components/ui';
import type { Role } from '@shared/roles';
import { useSession } from '../session/session-provider';
import { menuLinksFor } from './menu-items';
import { UserAvatar } from '@client/components/user-avatar';

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-indigo-50 data-focus:text-indigo-900';

/** The avatar button of the header and its menu: who is signed in, their dashboard tabs, My Profile, Sign Out. */
export function UserMenu({ user, role }: { user: User; role: Role }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('public', { keyPrefix: 'layout' });

  // Real links (open in a new tab works); a plain click stays inside the app. Headless UI skips its own
  // close when the click was prevented, so the menu is closed here.
  const follow = (href: string, close: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    close();
    void navigate({ href });
  };

  return (
    <Menu>
      <MenuButton
        aria-label={t('userMenu')}
        className="flex items-center gap-2 rounded-full p-1 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:rounded-md sm:pr-2"
      >
        <UserAvatar name={user.full_name} src={user.avatar_url} />
        <span className="hidden max-w-40 truncate md:inline">{user.full_name}</span>
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="hidden h-4 w-4 sm:block">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </MenuButton>
      <MenuPanel
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        className="z-30 w-64 rounded-lg border border-slate-200 bg-white py-1 shadow-xl focus:outline-none"
      >
        <MenuSection>
          <MenuHeading className="px-4 py-2">
            <span className="flex items-center justify-between gap-2">
              <span className="truncate text-sm font-semibold text-slate-900">{user.full_name}</span>
              <Badge tone={role === 'admin' ? 'red' : role === 'brand' ? 'blue' : 'green'}>
                {t(`roles.${role}`)}
              </Badge>
            </span>
            <span className="block truncate text-xs font-normal text-slate-600">{user.email}</span>
          </MenuHeading>
        </MenuSection>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        {menuLinksFor(role).map((link) => (
          <MenuItem key={link.href}>
            {({ close }) => (
              <a href={link.href} onClick={follow(link.href, close)} className={itemClass}>
                {link.label}
              </a>
            )}
          </MenuItem>
        ))}
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <button type="button" onClick={() => void signOut()} className={itemClass}>
            {t('signOut')}
          </button>
        </MenuItem>
      </MenuPanel>
    </Menu>
  );
}
