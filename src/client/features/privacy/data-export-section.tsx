import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_DAYS, DATA_EXPORTS_PER_DAY, type DataExport } from '@shared/schemas/data-rights';
import { formatDate, formatDateTime } from '@shared/dates';
import { useToast } from '@client/components/toast';
import { Badge, Button, Card, LoadFailed } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';

const STATUS_TONE = {
  pending: 'yellow',
  ready: 'green',
  failed: 'red',
  expired: 'gray',
} as const satisfies Record<DataExport['status'], string>;

/**
 * "Download my data" (docs/product.md#download-my-data): ask for a copy, watch it being prepared
 * (the list refreshes every few seconds while one is), download it while it is ready, until its
 * expiry date; the 3-a-day limit is said before and shown when reached.
 */
export function DataExportSection() {
  const { t } = useTranslation('app', { keyPrefix: 'privacy.exports' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const list = trpc.dataRights.listExports.useQuery(undefined, {
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.status === 'pending') ? 2000 : false,
  });
  const request = trpc.dataRights.requestExport.useMutation({
    onSuccess: () => utils.dataRights.listExports.invalidate(),
  });

  const ask = async () => {
    try {
      await request.mutateAsync();
      toast({
        variant: 'success',
        description: t('preparing'),
      });
    } catch {
      // Shown under the description (the daily limit's message among them) until the next try.
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('intro', { days: DATA_EXPORT_DAYS, perDay: DATA_EXPORTS_PER_DAY })}
      </p>
      {request.error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failureMessage(request.error, t('requestFailed'))}
        </p>
      )}
      <Button className="mt-4" loading={request.isPending} onClick={() => void ask()}>
        {request.isPending ? t('asking') : t('request')}
      </Button>
      {list.isError ? (
        <div className="mt-4">
          <LoadFailed title={t('loadFailed')} onRetry={() => list.refetch()} />
        </div>
      ) : (
        list.data &&
        list.data.exports.length > 0 && (
          <ul
            className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200"
            aria-label={t('list')}
          >
            {list.data.exports.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <span>{t('asked', { date: formatDateTime(e.created_at) })}</span>
                <Badge tone={STATUS_TONE[e.status]}>{t(`statuses.${e.status}`)}</Badge>
                {e.status === 'ready' && e.download_url && (
                  <>
                    <a
                      href={e.download_url}
                      download
                      className="font-medium text-indigo-700 underline hover:text-indigo-900"
                    >
                      {t('download')}
                    </a>
                    {e.expires_at && (
                      <span className="text-slate-600">
                        {t('availableUntil', { date: formatDate(e.expires_at) })}
                      </span>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        )
      )}
    </Card>
  );
}
