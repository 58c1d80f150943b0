import { useTranslation } from 'react-i18next';
import type { ComponentType, SVGProps } from 'react';
import { InstagramIcon, LinkedInIcon, YouTubeIcon } from '@client/components/icons';

type Social = { name: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

/** The two networks the product is on (a photo-sharing and a professional one). */
export const SOCIAL_LINKS: Social[] = [
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
];

const tone = {
  dark: 'text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-white',
  light: 'text-slate-700 hover:bg-indigo-50 hover:text-indigo-700 border border-slate-200',
  onBrand: 'bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white',
} as const;

/**
 * Instagram and LinkedIn open in a new tab, without giving that tab a handle on this one; the third
 * is the placeholder of a channel that does not exist yet and goes nowhere.
 */
export function SocialLinks({ variant = 'light', label }: { variant?: keyof typeof tone; label?: string }) {
  const { t } = useTranslation('public', { keyPrefix: 'pages.social' });
  const item = `inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors ${tone[variant]}`;
  return (
    <ul aria-label={label ?? t('followUs')} className="flex flex-wrap gap-2">
      {SOCIAL_LINKS.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={item}
            aria-label={t('newTab', { name })}
          >
            <Icon />
          </a>
        </li>
      ))}
      <li>
        <a
          href="#"
          onClick={(e) => e.preventDefault()}
          className={item}
          aria-label={t('youtubeSoon')}
          title={t('comingSoon')}
        >
          <YouTubeIcon />
        </a>
      </li>
    </ul>
  );
}
