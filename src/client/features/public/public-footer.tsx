import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { APP_NAME } from '../layout/logo';
import { Container } from './section';
import { SocialLinks } from './social-links';

const footerLink =
  'rounded text-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-white';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

/** Every public page ends here: the company and legal pages, the landing's sections, the social links. */
export function PublicFooter() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.footer' });
  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden">
      <Container className="grid grid-cols-2 gap-8 py-12 sm:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          <p className="text-lg font-bold text-white">{APP_NAME}</p>
          <p className="mt-3 max-w-sm text-sm text-slate-300">{t('about')}</p>
          <div className="mt-4">
            <SocialLinks variant="dark" />
          </div>
        </div>
        <Column title={t('explore')}>
          <li>
            <Link to="/" hash="how-it-works" className={footerLink}>
              {t('howItWorks')}
            </Link>
          </li>
          <li>
            <Link to="/" hash="for-influencers" className={footerLink}>
              {t('forInfluencers')}
            </Link>
          </li>
          <li>
            <Link to="/" hash="for-brands" className={footerLink}>
              {t('forBrands')}
            </Link>
          </li>
        </Column>
        <Column title={t('company')}>
          <li>
            <Link to="/about" className={footerLink}>
              {t('aboutUs')}
            </Link>
          </li>
          <li>
            <Link to="/contact" className={footerLink}>
              {t('contact')}
            </Link>
          </li>
        </Column>
        <Column title={t('legal')}>
          <li>
            <Link to="/privacy-policy" className={footerLink}>
              {t('privacyPolicy')}
            </Link>
          </li>
          <li>
            <Link to="/terms-of-service" className={footerLink}>
              {t('termsOfService')}
            </Link>
          </li>
        </Column>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="py-5 text-sm text-slate-400">
          © 2025 {APP_NAME}
          {t('madeIn')}
        </Container>
      </div>
    </footer>
  );
}
