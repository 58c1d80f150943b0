import { keepPreviousData } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/audit-actions';
import { formatAdminDateTime } from '@shared/dates';
import { TextField } from '@client/components/text-field';
import { SelectField } from '@client/components/ui';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc, type RouterOutputs } from '@client/lib/trpc';
import { useDebounced } from '@client/lib/use-debounced';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { FiltersFieldset } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';
import { AuditDetails } from './audit-details';

type AuditEntry = RouterOutputs['adminPayments']['auditLog']['entries'][number];

type T = TFunction<'admin', 'auditLog'>;

const ALL = 'all';

/** The action's label, or its name for one written before the list knew it. */
const actionLabel = (action: string, t: T) =>
  action in AUDIT_ACTIONS ? t(`actions.${action as AuditAction}`) : action;

const about = (e: AuditEntry, t: T) =>
  t('about', { action: actionLabel(e.action, t), date: formatAdminDateTime(e.created_at) });

/** A value in a row that, chosen, becomes its filter: the admin, a record. */
function FilterButton({
  label,
  onChoose,
  children,
}: {
  label: string;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onChoose}
      className="text-left underline decoration-slate-300 underline-offset-2 hover:text-indigo-800 hover:decoration-indigo-700"
    >
      {children}
    </button>
  );
}

/**
 * The table's columns; choosing an admin or a record filters the log by it. `names`: what the
 * records' ids name (people, campaigns).
 */
function columns(
  names: Record<string, string>,
  filterBy: { actor: (id: string) => void; target: (id: string) => void },
  t: T,
): Column<AuditEntry>[] {
  return [
    {
      header: t('columns.when'),
      className: 'whitespace-nowrap',
      cell: (e) => formatAdminDateTime(e.created_at),
    },
    {
      header: t('columns.admin'),
      className: 'min-w-36',
      cell: ({ actor_id: actor, ...e }) =>
        actor === null ? (
          <span className="text-slate-500">{t('unknown')}</span>
        ) : (
          <>
            <FilterButton
              label={t('onlyBy', { name: e.actor_name ?? actor })}
              onChoose={() => filterBy.actor(actor)}
            >
              <span className="font-medium text-slate-900">{e.actor_name ?? t('deletedAccount')}</span>
            </FilterButton>
            {e.actor_email && <p className="text-xs text-slate-600">{e.actor_email}</p>}
          </>
        ),
    },
    { header: t('columns.action'), className: 'min-w-40', cell: (e) => actionLabel(e.action, t) },
    {
      header: t('columns.target'),
      className: 'min-w-40',
      cell: (e) => (
        <>
          {e.target_type && <p className="text-slate-900">{e.target_type}</p>}
          {e.target_ids.map((id) => {
            // A person by name, a campaign by title; any other record by its id.
            const name = names[id];
            return (
              <p key={id} className={name ? 'break-words' : 'break-all font-mono text-xs text-slate-600'}>
                <FilterButton
                  label={t('onlyAbout', { name: name ?? id })}
                  onChoose={() => filterBy.target(id)}
                >
                  {name ?? id}
                </FilterButton>
              </p>
            );
          })}
        </>
      ),
    },
    { header: t('columns.details'), cell: (e) => <AuditDetails metadata={e.metadata} about={about(e, t)} /> },
  ];
}

/** Every admin action that changed something, and every unmasked view or export (docs/product.md#audit-log). */
export function AuditLogTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'auditLog' });
  const [actorId, setActorId] = useState(ALL);
  const [action, setAction] = useState(ALL);
  const [targetId, setTargetId] = useState('');
  const target = useDebounced(targetId.trim());
  const paging = useAdminPaging(JSON.stringify([actorId, target, action]));
  const list = trpc.adminPayments.auditLog.useQuery(
    {
      actor_id: actorId === ALL ? undefined : actorId,
      target_id: target || undefined,
      action: action === ALL ? undefined : action,
      ...paging.input,
    },
    { placeholderData: keepPreviousData },
  );
  // Everyone with an entry in the log, by name, for the Admin filter.
  const actors = trpc.adminPayments.auditActors.useQuery();
  const actorOptions = [
    { value: ALL, label: t('allAdmins') },
    ...(actors.data?.actors ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.email})` })),
  ];
  // An admin chosen from a row before the list of admins arrived (or with no name) is still offered.
  if (!actorOptions.some((o) => o.value === actorId)) actorOptions.push({ value: actorId, label: actorId });

  return (
    <div>
      <SectionHeader title={t('title')} description={t('description')} />
      <FiltersFieldset grid="sm:grid-cols-3">
        <SelectField
          label={t('admin')}
          value={actorId}
          options={actorOptions}
          onChange={(e) => setActorId(e.target.value)}
        />
        <SelectField
          label={t('action')}
          value={action}
          options={[
            { value: ALL, label: t('allActions') },
            ...(Object.keys(AUDIT_ACTIONS) as AuditAction[]).map((value) => ({
              value,
              label: t(`actions.${value}`),
            })),
          ]}
          onChange={(e) => setAction(e.target.value)}
        />
        <TextField
          label={t('targetId')}
          value={targetId}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          onChange={(e) => setTargetId(e.target.value)}
        />
      </FiltersFieldset>
      <AdminList
        caption={t('caption')}
        pagerLabel={t('pages')}
        query={list}
        rows={list.data?.entries}
        total={list.data?.total}
        paging={paging}
        rowKey={(e) => e.id}
        columns={columns(list.data?.names ?? {}, { actor: setActorId, target: setTargetId }, t)}
        empty={t('empty')}
        failure={(error) => t('failure', { message: loadErrorMessage(error) })}
      />
    </div>
  );
}
