import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { abbreviateCount } from '@shared/format';
import { formatDate } from '@shared/dates';
import type { Application } from '@shared/schemas/application';
import { useToast } from '@client/components/toast';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  EmptyState,
  LoadFailed,
  Pager,
  SearchInput,
  SkeletonList,
} from '@client/components/ui';
import { Pitch } from '@client/features/campaigns/pitch';
import { MessageLink } from '@client/features/conversations/message-link';
import { trpc } from '@client/lib/trpc';
import { usePaging } from '@client/lib/use-paging';
import { UserAvatar } from '@client/components/user-avatar';
import { useBrandRefresh } from './use-brand-refresh';
import { useDebounced } from '@client/lib/use-debounced';
import { failureMessage } from '@client/lib/failure';

const PAGE_SIZE = 20;

/** Accepted green, rejected red, pending yellow; work approved or completed read as done. */
const tone = (status: Application['status']): BadgeTone =>
  status === 'rejected' ? 'red' : status === 'pending' ? 'yellow' : status === 'accepted' ? 'green' : 'blue';

type Props = { onViewProfile: (a: Application) => void; onReport: (a: Application) => void };

/** Every application the brand received with the creator's pitch, searchable; Accept and Reject for pending ones. */
export function ReviewedApplications({ onViewProfile, onReport }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const toast = useToast();
  const refresh = useBrandRefresh();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  // Another search starts again from the first page.
  const paging = usePaging(term, PAGE_SIZE);
  const list = trpc.applications.listMy.useQuery(
    { search: term || undefined, limit: PAGE_SIZE, offset: paging.offset },
    { placeholderData: keepPreviousData },
  );
  const update = trpc.applications.update.useMutation();
  const [busy, setBusy] = useState<string | null>(null);
  // Accept and Reject leave with the decision: focus goes to the card's Message, the next thing to do.
  const [decided, setDecided] = useState<string | null>(null);
  const focusDecided = useCallback((link: HTMLAnchorElement | null) => {
    if (!link) return;
    link.focus();
    setDecided(null);
  }, []);

  const decide = async (a: Application, status: 'accepted' | 'rejected') => {
    setBusy(a.id);
    try {
      await update.mutateAsync({ id: a.id, status });
      toast({
        variant: 'success',
        title: t('reviewed.updated'),
        description: t(`reviewed.decided.${status}`, { name: a.creator_name, title: a.campaign_title }),
      });
      setDecided(a.id);
      void refresh();
    } catch (error) {
      toast({
        variant: 'error',
        title: t('common.error'),
        description: failureMessage(error, t('reviewed.failed')),
      });
    } finally {
      setBusy(null);
    }
  };

  const applications = list.data?.applications ?? [];
  return (
    <div className="space-y-4">
      <SearchInput
        label={t('reviewed.searchLabel')}
        value={search}
        onChange={setSearch}
        placeholder={t('reviewed.searchPlaceholder')}
      />
      {list.isPending ? (
        <SkeletonList count={3} />
      ) : list.isError ? (
        <LoadFailed title={t('reviewed.loadFailed')} onRetry={list.refetch} />
      ) : applications.length === 0 ? (
        <EmptyState title={term ? t('reviewed.noMatch') : t('reviewed.none')} />
      ) : (
        <ul className="space-y-3">
          {applications.map((a) => (
            <li key={a.id}>
              <Card>
                <article
                  aria-label={`${a.creator_name}, ${a.campaign_title}`}
                  className="flex flex-col gap-3 sm:flex-row sm:items-center"
                >
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <UserAvatar name={a.creator_name} src={a.creator_avatar} />
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <p className="break-words font-semibold">{a.creator_name}</p>
                        <Badge tone={tone(a.status)}>{t(`applicationStatus.${a.status}`)}</Badge>
                      </div>
                      <p className="break-words text-sm text-slate-700">
                        {t('reviewed.appliedTo', { title: a.campaign_title })}
                      </p>
                      <p className="text-xs text-slate-500">
                        {a.follower_count > 0
                          ? t('common.followers', { followers: abbreviateCount(a.follower_count) })
                          : t('common.noFollowerData')}{' '}
                        · {t('common.applied', { date: formatDate(a.applied_at) })}
                      </p>
                      {a.message && <Pitch label={t('reviewed.pitch')} text={a.message} className="mt-2" />}
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" size="sm" onClick={() => onViewProfile(a)}>
                      {t('common.viewProfile')}
                    </Button>
                    <MessageLink
                      applicationId={a.id}
                      counterpart={a.creator_name}
                      campaignTitle={a.campaign_title}
                      ref={decided === a.id && a.status !== 'pending' ? focusDecided : undefined}
                    />
                    {a.status === 'pending' && (
                      <>
                        <Button
                          size="sm"
                          loading={busy === a.id && update.variables?.status === 'accepted'}
                          disabled={busy === a.id}
                          onClick={() => void decide(a, 'accepted')}
                        >
                          {t('reviewed.accept')}
                        </Button>
                        <Button
                          variant="danger"
                          size="sm"
                          loading={busy === a.id && update.variables?.status === 'rejected'}
                          disabled={busy === a.id}
                          onClick={() => void decide(a, 'rejected')}
                        >
                          {t('common.reject')}
                        </Button>
                      </>
                    )}
                    <Button variant="ghost" size="sm" className="text-red-700" onClick={() => onReport(a)}>
                      {t('common.reportInfluencer')}
                    </Button>
                  </div>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          label={t('reviewed.pages')}
          paging={paging}
          total={list.data.total}
          shown={applications.length}
        />
      )}
    </div>
  );
}
