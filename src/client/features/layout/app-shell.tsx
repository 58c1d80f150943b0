import { LanguageSwitch } from '@client/i18n/language-switch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuLayerSpot } from '@client/components/ui/menu-layer';
import { VerifyEmailBanner } from '../auth/verify-email-banner';
import { MessagesLink } from '../conversations/messages-link';
import { NotificationBell } from '../notifications/notification-bell';
import { NoticeConsentDialog } from '../privacy/notice-consent-dialog';
import { roleOf } from '../session/roles';
import { useSession } from '../session/session-provider';
import { LiveUpdates } from './live-updates';
import { Logo } from './logo';
import { PORTAL_BADGE, type PortalBadge } from './menu-items';
import { UserMenu } from './user-menu';

/**
 * The frame of every signed-in screen: the logo (to the user's own dashboard), the portal badge,
 * Messages (creators and brands), the notification bell and the user menu, with the tab's live
 * stream that keeps Messages and the bell fresh. `badge` overrides the badge the role would show;
 * `wide` gives a screen of wide tables (the admin panel) the whole of a 1280 px window.
 */
export function AppShell({
  badge,
  wide,
  children,
}: {
  badge?: PortalBadge;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('public', { keyPrefix: 'layout.portal' });
  const { user } = useSession();
  const role = user ? roleOf(user) : null;
  const portal = badge ?? (role ? PORTAL_BADGE[role] : undefined);
  const width = wide ? 'max-w-7xl' : 'max-w-6xl';
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className={`relative mx-auto flex ${width} items-center justify-between gap-2 px-4 py-2`}>
          <div className="flex min-w-0 flex-col items-start sm:flex-row sm:items-center sm:gap-2">
            <Logo />
            {portal && (
              <span className="whitespace-nowrap rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">
                {t(portal)}
              </span>
            )}
          </div>
          {/* The user is gone for a moment while signing out, before the landing page replaces this screen. */}
          {user && role && (
            <div className="flex shrink-0 items-center gap-1 sm:gap-2">
              {/* Admins take part in no conversation; they open one read-only from a notification. */}
              {role !== 'admin' && <MessagesLink />}
              <LiveUpdates />
              <LanguageSwitch />
              <NotificationBell role={role} />
              <UserMenu user={user} role={role} />
            </div>
          )}
        </div>
      </header>
      <VerifyEmailBanner />
      {/* A creator or brand who has not accepted the notice in force is asked to (docs/product.md#privacy). */}
      {user && role && role !== 'admin' && <NoticeConsentDialog />}
      <main className={`mx-auto ${width} px-4 py-6`}>
        {children}
        <MenuLayerSpot />
      </main>
    </div>
  );
}
