import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { MenuLayerSpot } from '@client/components/ui/menu-layer';
import { PublicFooter } from './public-footer';
import { PublicNavbar } from './public-navbar';

/** The frame of the landing and the public pages: skip link, navbar, the page, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('public', { keyPrefix: 'pages.nav' });
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white font-semibold text-indigo-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:px-4 focus:py-2"
      >
        {t('skip')}
      </a>
      <PublicNavbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
        <MenuLayerSpot />
      </main>
      <PublicFooter />
    </div>
  );
}
