import type { AuditEntry } from '@streamfront/contract';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { listQueryState } from '@/components/list/list-query-state';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { ListFilter } from '@/components/list/filter-select';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useAuditEntityTypes } from '../api/get-audit-entity-types';
import { useAuditLog } from '../api/get-audit-log';
import { describeAction, fieldChanges, typeOption } from '@/lib/describe-audit-entry';
import { AuditEntryPanel } from './audit-entry-panel';
import { AuditWhen } from './audit-when';

const ACTOR_OPTIONS = [{ value: 'me', label: 'Me' }] as const;

const columns: ListColumn<AuditEntry>[] = [
  {
    id: 'action',
    header: 'Change',
    sortable: true,
    primary: true,
    cell: (entry) => {
      const [first, ...more] = fieldChanges(entry);
      return (
        <div className="min-w-0">
          <p className="font-semibold break-words">{describeAction(entry)}</p>
          {first && (
            <p className="truncate text-sm text-slate-400">
              {first.label}: {first.before} → {first.after}
              {more.length > 0 && ` · ${more.length} more`}
            </p>
          )}
        </div>
      );
    },
  },
  {
    id: 'actor',
    header: 'Who',
    cell: (entry) =>
      entry.actor ? (
        <div className="min-w-0">
          <p>{entry.actor.name}</p>
          <p className="truncate text-sm text-slate-400">{entry.actor.email}</p>
        </div>
      ) : (
        <p>System</p>
      ),
  },
  {
    id: 'entityType',
    header: 'Record',
    sortable: true,
    cell: (entry) => typeOption(entry.entityType).label,
  },
  {
    id: 'createdAt',
    header: 'When',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (entry) => <AuditWhen at={entry.createdAt} />,
  },
];

/** Names the row: two changes of one record in the same minute still differ by what changed. */
function detailsLabel(entry: AuditEntry): string {
  const [first] = fieldChanges(entry);
  const what = first ? ` (${first.label}: ${first.before} → ${first.after})` : '';
  return `Details: ${describeAction(entry)}${what}, ${formatDateTime(entry.createdAt)}`;
}

const detailsButtonId = (id: string) => `audit-details-${id}`;

/**
 * Admin: who changed what and when, with search, filters (record type, who, period), sort,
 * paging, and one change's before and after beside the list.
 */
export function AuditLogAdmin({ me }: { me: string | undefined }) {
  const params = useListParams({ filters: ['entityType', 'actor', 'from', 'to'] as const });
  // "Me" in the URL rather than an id: a bookmark means the same to whoever opens it.
  const query = useMemo(() => {
    const { actor, ...rest } = params.query;
    return actor === 'me' && me ? { ...rest, actorId: me } : rest;
  }, [params.query, me]);
  const list = useAuditLog(query);
  const types = useAuditEntityTypes();
  const typeOptions = useMemo(() => (types.data ?? []).map(typeOption), [types.data]);

  // The open entry lives in the URL too, so Back closes it.
  const [search, setSearch] = useSearchParams();
  const openId = search.get('entry');
  const openEntry = list.data?.data.find((entry) => entry.id === openId);
  const returnFocusTo = useRef<string | null>(null);

  function open(id: string | null) {
    if (!id) returnFocusTo.current = openId;
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('entry', id);
      else next.delete('entry');
      return next;
    });
  }

  // Closing the panel removes the focused Close button: focus goes back to the row's button.
  useLayoutEffect(() => {
    if (openId || !returnFocusTo.current) return;
    document.getElementById(detailsButtonId(returnFocusTo.current))?.focus();
    returnFocusTo.current = null;
  }, [openId]);

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        params={params}
        label="Search the audit log"
        placeholder="Order number, code, action or admin"
      >
        <ListFilter
          params={params}
          name="entityType"
          label="Record type"
          options={typeOptions}
          allLabel="All records"
        />
        {me && (
          <ListFilter
            params={params}
            name="actor"
            label="Made by"
            options={ACTOR_OPTIONS}
            allLabel="Anyone"
            width="sm:w-36"
          />
        )}
        <DateRangeFilter params={params} />
      </ListToolbar>

      {openEntry && <AuditEntryPanel entry={openEntry} onClose={() => open(null)} />}

      <DataList
        caption="Audit log"
        columns={columns}
        rowKey={(entry) => entry.id}
        params={params}
        {...listQueryState(list)}
        empty={{
          title: 'No changes yet',
          message: 'Every change an admin makes to orders, packages and promo codes appears here.',
        }}
        actions={(entry) => (
          <Button
            id={detailsButtonId(entry.id)}
            variant="secondary"
            size="sm"
            aria-pressed={entry.id === openId}
            aria-label={detailsLabel(entry)}
            onClick={() => open(entry.id)}
          >
            Details
          </Button>
        )}
      />
    </div>
  );
}
