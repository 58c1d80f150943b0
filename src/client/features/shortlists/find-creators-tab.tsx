import { useState } from 'react';
import { useValueNames } from '@client/i18n/values';
import { useTranslation } from 'react-i18next';
import { CREATOR_CATEGORIES } from '@shared/enums';
import { formatCount } from '@shared/format';
import type { CreatorCard } from '@shared/schemas/creators';
import { TextField } from '@client/components/text-field';
import {
  Button,
  EmptyState,
  LoadFailed,
  Pager,
  SearchInput,
  SelectField,
  SkeletonList,
} from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { useUrlDraft } from '@client/lib/use-url-draft';
import { count } from '../brand/campaigns-search';
import { CreatorProfileModal } from '../brand/creator-profile-modal';
import { AddToShortlistButton } from './add-to-shortlist';
import { CreatorCardView, profileOfCard } from './creator-card';
import {
  activeFilters,
  decimal,
  FIND_PAGE_SIZE,
  FIND_SORTS,
  findCreatorsQuery,
  parseFindCreatorsSearch,
  type FindCreatorsSearch,
} from './find-creators-search';

/** What the panel's fields hold: text as typed, the URL's numbers once read. */
type Form = {
  q: string;
  niche: string;
  city: string;
  language: string;
  followers_min: string;
  followers_max: string;
  engagement_min: string;
  price_max: string;
  rating_min: string;
  available: boolean;
  sort: string;
  offset: number;
};

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

const CODEC = {
  toForm: (s: FindCreatorsSearch): Form => ({
    q: s.find_q ?? '',
    niche: s.niche ?? '',
    city: s.city ?? '',
    language: s.language ?? '',
    followers_min: text(s.followers_min),
    followers_max: text(s.followers_max),
    engagement_min: text(s.engagement_min),
    price_max: text(s.price_max),
    rating_min: text(s.rating_min),
    available: s.available === true,
    sort: s.find_sort ?? '',
    offset: s.find_offset ?? 0,
  }),
  toUrl: (f: Form): FindCreatorsSearch =>
    parseFindCreatorsSearch({
      find_q: f.q,
      niche: f.niche,
      city: f.city,
      language: f.language,
      followers_min: count(f.followers_min),
      followers_max: count(f.followers_max),
      engagement_min: decimal(f.engagement_min),
      price_max: count(f.price_max),
      rating_min: decimal(f.rating_min),
      available: f.available,
      find_sort: f.sort,
      find_offset: f.offset,
    }),
};

const EMPTY_FORM = CODEC.toForm({});

/** The brand's Find creators tab: filters, search and sort in the URL, result cards, paging with the total. */
export function FindCreatorsTab({
  search,
  onSearchChange,
}: {
  search: FindCreatorsSearch;
  onSearchChange: (next: FindCreatorsSearch) => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'shortlists' });
  const names = useValueNames();
  const [form, setForm, setFormNow] = useUrlDraft(search, onSearchChange, CODEC);
  // Any change of a filter starts again from the first page.
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch, offset: 0 }));
  const setNow = (patch: Partial<Form>) => setFormNow((f) => ({ ...f, ...patch, offset: 0 }));
  const found = trpc.creators.find.useQuery(findCreatorsQuery(search), { placeholderData: (prev) => prev });
  const [profile, setProfile] = useState<CreatorCard | null>(null);
  const offset = search.find_offset ?? 0;
  const filters = activeFilters(search, t);
  const goTo = (next: number) => setFormNow((f) => ({ ...f, offset: Math.max(0, next) }));

  return (
    <section aria-labelledby="find-creators" className="space-y-4">
      <div>
        <h2 id="find-creators" className="text-xl font-semibold">
          {t('find.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('find.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label={t('find.search')}
          placeholder={t('find.searchPlaceholder')}
          value={form.q}
          onChange={(q) => set({ q })}
        />
        <SelectField
          label={t('find.sortBy')}
          className="w-48"
          value={form.sort || (form.q.trim() ? 'relevance' : 'newest')}
          onChange={(e) => setNow({ sort: e.target.value })}
          options={FIND_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
        />
      </div>
      <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="px-1 text-sm font-semibold text-slate-700">{t('find.filters')}</legend>
        <SelectField
          label={t('find.niche')}
          value={form.niche}
          onChange={(e) => setNow({ niche: e.target.value })}
          placeholder={t('find.anyNiche')}
          options={CREATOR_CATEGORIES.map((c) => ({ value: c, label: names.category(c) }))}
        />
        <TextField label={t('find.city')} value={form.city} onChange={(e) => set({ city: e.target.value })} />
        <TextField
          label={t('find.language')}
          value={form.language}
          onChange={(e) => set({ language: e.target.value })}
        />
        <TextField
          label={t('find.engagementMin')}
          inputMode="decimal"
          value={form.engagement_min}
          onChange={(e) => set({ engagement_min: e.target.value })}
        />
        <TextField
          label={t('find.followersFrom')}
          inputMode="numeric"
          value={form.followers_min}
          onChange={(e) => set({ followers_min: e.target.value })}
        />
        <TextField
          label={t('find.followersTo')}
          inputMode="numeric"
          value={form.followers_max}
          onChange={(e) => set({ followers_max: e.target.value })}
        />
        <TextField
          label={t('find.priceMax')}
          inputMode="numeric"
          value={form.price_max}
          onChange={(e) => set({ price_max: e.target.value })}
        />
        <SelectField
          label={t('find.ratingMin')}
          value={form.rating_min}
          onChange={(e) => setNow({ rating_min: e.target.value })}
          placeholder={t('find.anyRating')}
          options={['4.5', '4', '3', '2', '1'].map((r) => ({
            value: r,
            label: t('find.ratingAndUp', { rating: r }),
          }))}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={form.available}
            onChange={(e) => setNow({ available: e.target.checked })}
          />
          {t('find.availableOnly')}
        </label>
        <div className="flex items-end justify-end sm:col-span-2">
          <Button variant="ghost" size="sm" onClick={() => setFormNow(EMPTY_FORM)} disabled={!filters.length}>
            {t('find.clearAll')}
          </Button>
        </div>
      </fieldset>

      {found.isError && !found.data ? (
        <LoadFailed
          title={t('find.loadFailed')}
          detail={found.error.message}
          onRetry={() => void found.refetch()}
        />
      ) : !found.data ? (
        <SkeletonList count={3} />
      ) : found.data.total === 0 ? (
        <EmptyState
          title={
            filters.length
              ? t('find.noMatch', { filters: filters.map((f) => f.label).join(', ') })
              : t('find.noneYet')
          }
        >
          {filters.length > 0 && (
            <Button variant="secondary" onClick={() => setFormNow(EMPTY_FORM)}>
              {t('find.clearAllFilters')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('find.found', { count: found.data.total, total: formatCount(found.data.total) })}
          </p>
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={t('find.list')}>
            {found.data.creators.map((c) => (
              <CreatorCardView
                key={c.id}
                creator={c}
                onOpen={() => setProfile(c)}
                actions={<AddToShortlistButton creatorId={c.id} creatorName={c.full_name} />}
              />
            ))}
          </ul>
          <Pager
            label={t('find.pages')}
            paging={{
              offset,
              next: () => goTo(offset + FIND_PAGE_SIZE),
              previous: () => goTo(offset - FIND_PAGE_SIZE),
            }}
            shown={found.data.creators.length}
            total={found.data.total}
          />
        </>
      )}
      <CreatorProfileModal application={profile && profileOfCard(profile)} onClose={() => setProfile(null)} />
    </section>
  );
}
