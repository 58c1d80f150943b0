import { useTranslation } from 'react-i18next';
/** What the public bar and its phone menu (a chunk of its own, phone-menu.tsx) both draw. */

export const navLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
export const signInClass =
  'whitespace-nowrap rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

/**
 * The page links, the same in the bar (from tablet width) and in the phone's menu. How It Works is
 * a section of the landing page: it is the current one only once scrolled to, not on the whole page.
 */
export const PAGE_LINKS = [
  { label: 'howItWorks', to: '/', hash: 'how-it-works', activeOptions: { includeHash: true } },
  { label: 'about', to: '/about' },
  { label: 'contact', to: '/contact' },
] as const;

export const menuButtonClass =
  'flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 data-open:bg-slate-100';

/** The phone menu button's face: its icon and label. */
export function MenuButtonFace() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.nav' });
  return (
    <>
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
        <path d="M3 5h14v1.5H3V5Zm0 4.25h14v1.5H3v-1.5Zm0 4.25h14V15H3v-1.5Z" />
      </svg>
      {t('menu')}
    </>
  );
}
