import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { PRIVACY_NOTICE_UPDATED, PRIVACY_NOTICE_VERSION } from '@shared/privacy-notice';
import { formatDateTime } from '@shared/dates';
import { Badge, Button, Card, LoadFailed, Skeleton } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useAcceptNotice } from './use-accept-notice';

/** The notice in force, its version, and the consents the person gave, with their dates. */
export function NoticeSection() {
  const { t } = useTranslation('app', { keyPrefix: 'privacy.notice' });
  const consents = trpc.consents.list.useQuery();
  const { accept, pending } = useAcceptNotice();

  return (
    <Card>
      <section aria-labelledby="privacy-notice-title">
        <h2 id="privacy-notice-title" className="text-lg font-semibold">
          {t('heading')}
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          <Trans
            ns="app"
            i18nKey="privacy.notice.inForce"
            values={{ version: PRIVACY_NOTICE_VERSION, date: PRIVACY_NOTICE_UPDATED }}
            components={{ b: <strong /> }}
          />{' '}
          <Link to="/privacy-policy" className="font-medium text-indigo-700 underline hover:text-indigo-900">
            {t('read')}
          </Link>
        </p>
        {consents.isPending ? (
          <Skeleton className="mt-4 h-20" />
        ) : consents.isError ? (
          <div className="mt-4">
            <LoadFailed
              title={failureMessage(consents.error, t('loadFailed'))}
              detail={t('loadFailedDetail')}
              onRetry={consents.refetch}
            />
          </div>
        ) : (
          <>
            {consents.data.needs_consent && (
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3">
                <p className="text-sm text-amber-900">{t('notAccepted')}</p>
                <Button size="sm" loading={pending} onClick={accept}>
                  {t('acceptVersion', { version: PRIVACY_NOTICE_VERSION })}
                </Button>
              </div>
            )}
            <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('yourConsents')}</h3>
            {consents.data.consents.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('none')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
                {consents.data.consents.map((c) => (
                  <li
                    key={`${c.notice_version}-${c.given_at}`}
                    className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
                  >
                    <div>
                      <p className="font-medium text-slate-900">{t(`purposes.${c.purpose}`)}</p>
                      <p className="text-slate-600">
                        {t('given', { version: c.notice_version, date: formatDateTime(c.given_at) })}
                        {c.withdrawn_at && t('withdrawnOn', { date: formatDateTime(c.withdrawn_at) })}
                      </p>
                    </div>
                    {c.withdrawn_at ? (
                      <Badge tone="gray">{t('withdrawn')}</Badge>
                    ) : c.notice_version === PRIVACY_NOTICE_VERSION ? (
                      <Badge tone="green">{t('current')}</Badge>
                    ) : (
                      <Badge tone="yellow">{t('earlier')}</Badge>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
