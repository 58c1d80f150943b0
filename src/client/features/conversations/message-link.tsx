import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, type ButtonVariant } from '@client/components/ui';

type Props = {
  applicationId: string;
  /** Who and what it is about, for the link's name: "Message Priya Sharma about Tea Reels". */
  counterpart: string;
  campaignTitle: string;
  variant?: ButtonVariant;
  ref?: Ref<HTMLAnchorElement>;
};

/** "Message" on an application: opens the conversation of that application. */
export function MessageLink({
  applicationId,
  counterpart,
  campaignTitle,
  variant = 'secondary',
  ref,
}: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'conversations.link' });
  return (
    <Link
      ref={ref}
      to="/messages"
      search={{ conversation: applicationId }}
      aria-label={t('aria', { name: counterpart, campaign: campaignTitle })}
      className={buttonClass(variant, 'sm')}
    >
      {t('text')}
    </Link>
  );
}
