import { useTranslation } from 'react-i18next';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@client/components/icons';
import { SocialLinks } from '../social-links';

export const SUPPORT_EMAIL = 'support@collabmarketplace.in';
const PHONE_DISPLAY = '+91 22 4000 1234';
const PHONE_HREF = 'tel:+912240001234';

function Item({
  Icon,
  label,
  children,
}: {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex h-11 w-11 flex-none items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
        <Icon />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{label}</p>
        <div className="mt-1 break-words text-slate-600">{children}</div>
      </div>
    </li>
  );
}

const link = 'rounded font-medium text-indigo-700 underline-offset-2 hover:underline';

export function ContactInfo() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.contact.info' });
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="contact-info-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="contact-info-title" className="text-xl font-semibold text-slate-900">
          {t('title')}
        </h2>
        <ul className="mt-6 space-y-6">
          <Item Icon={MailIcon} label={t('email')}>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={link}>
              {SUPPORT_EMAIL}
            </a>
          </Item>
          <Item Icon={PhoneIcon} label={t('phone')}>
            <a href={PHONE_HREF} className={link}>
              {PHONE_DISPLAY}
            </a>
          </Item>
          <Item Icon={MapPinIcon} label={t('office')}>
            {t('address')}
          </Item>
          <Item Icon={ClockIcon} label={t('hours')}>
            {t('hoursText')}
          </Item>
        </ul>
      </section>
      <section
        aria-labelledby="follow-us-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="follow-us-title" className="text-xl font-semibold text-slate-900">
          {t('followTitle')}
        </h2>
        <p className="mt-2 text-slate-600">{t('followText')}</p>
        <div className="mt-4">
          <SocialLinks label={t('followSocial')} />
        </div>
      </section>
    </div>
  );
}
