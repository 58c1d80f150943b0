import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_NOTICE_UPDATED, PRIVACY_NOTICE_VERSION } from '@shared/privacy-notice';
import { Button, Dialog } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { useAcceptNotice } from './use-accept-notice';

/**
 * Asks a signed-in person, once, to accept a privacy notice newer than the one they last accepted
 * (or any, for accounts from before consents were recorded): shown by the app shell until accepted;
 * "Later" hides it until the next visit.
 */
export function NoticeConsentDialog() {
  const { t } = useTranslation('app', { keyPrefix: 'privacy.consent' });
  const consents = trpc.consents.list.useQuery(undefined, { staleTime: Infinity });
  const [later, setLater] = useState(false);
  const { accept, pending } = useAcceptNotice();
  const open = consents.data?.needs_consent === true && !later;

  return (
    <Dialog
      open={open}
      onClose={() => setLater(true)}
      title={t('title')}
      description={t('description', { version: PRIVACY_NOTICE_VERSION, date: PRIVACY_NOTICE_UPDATED })}
      footer={
        <>
          <Button variant="secondary" onClick={() => setLater(true)}>
            {t('later')}
          </Button>
          <Button loading={pending} onClick={accept}>
            {t('accept')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{t('body')}</p>
      <p className="mt-3 text-sm">
        <a
          href="/privacy-policy"
          target="_blank"
          rel="noopener"
          className="font-medium text-indigo-700 underline hover:text-indigo-900"
        >
          {t('read')}
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </p>
    </Dialog>
  );
}
