import { QuerySourceSchema, QueryStatusSchema, type AdminQuery } from '@streamfront/contract';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { ListFilter } from '@/components/list/filter-select';
import { listQueryState } from '@/components/list/list-query-state';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { useOpenRecord } from '@/components/list/use-open-record';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatWhen } from '@/lib/format-date';
import { useAdminQueries } from '../api/get-admin-queries';
import { useQueryAssignees } from '../api/get-query-assignees';
import { SOURCE_LABELS, STATUS_LABELS, STATUS_TONES } from './query-labels';
import { QueryDetail } from './query-detail';

const STATUS_OPTIONS = QueryStatusSchema.options.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));
const SOURCE_OPTIONS = QuerySourceSchema.options.map((value) => ({
  value,
  label: SOURCE_LABELS[value],
}));

const columns: ListColumn<AdminQuery>[] = [
  {
    id: 'name',
    header: 'From',
    sortable: true,
    primary: true,
    cell: (query) => (
      <div className="min-w-0">
        <p className="font-semibold">{query.name}</p>
        <p className="text-sm break-all text-slate-400">{query.email}</p>
      </div>
    ),
  },
  {
    id: 'subject',
    header: 'Subject',
    cell: (query) => (
      // Wrapped and clamped, not cut to one line: a one-line cut in a table cell makes the cell
      // as wide as the whole message and the page scroll sideways.
      <div className="max-w-md min-w-0">
        <p className="line-clamp-1 break-words">{query.subject ?? 'No subject'}</p>
        <p className="line-clamp-2 text-sm break-words text-slate-400">{query.message}</p>
      </div>
    ),
  },
  { id: 'source', header: 'Source', cell: (query) => SOURCE_LABELS[query.source] },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (query) => <Badge tone={STATUS_TONES[query.status]}>{STATUS_LABELS[query.status]}</Badge>,
  },
  { id: 'assignee', header: 'Assigned to', cell: (query) => query.assigneeName ?? '—' },
  {
    id: 'createdAt',
    header: 'Received',
    sortable: true,
    cell: (query) => <time dateTime={query.createdAt}>{formatWhen(query.createdAt)}</time>,
  },
  {
    id: 'updatedAt',
    header: 'Last activity',
    sortable: true,
    cell: (query) => <time dateTime={query.updatedAt}>{formatWhen(query.updatedAt)}</time>,
  },
];

/**
 * Admin: one inbox for contact messages, customers' questions and chat hand-overs, with
 * search, filters, sort and paging in the URL, and the open query beside the list.
 */
export function QueriesAdmin() {
  const params = useListParams({ filters: ['source', 'status', 'assignee'] as const });
  const list = useAdminQueries(params.query);
  const assignees = useQueryAssignees();
  // The open query lives in the URL too, so Back closes it and a notification can link to it.
  const { openId, open, close, openerProps } = useOpenRecord('query');

  const assigneeOptions = [
    { value: 'me', label: 'Assigned to me' },
    { value: 'none', label: 'Unassigned' },
    ...(assignees.data ?? []).map((admin) => ({ value: admin.id, label: admin.name })),
  ];

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        params={params}
        label="Search queries"
        placeholder="Name, email, subject or text"
      >
        <ListFilter
          params={params}
          name="source"
          label="Source"
          options={SOURCE_OPTIONS}
          allLabel="All sources"
        />
        <ListFilter
          params={params}
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          allLabel="All statuses"
          width="sm:w-40"
        />
        <ListFilter
          params={params}
          name="assignee"
          label="Assignee"
          options={assigneeOptions}
          allLabel="Anyone"
          width="sm:w-48"
        />
      </ListToolbar>

      {openId && <QueryDetail id={openId} onClose={close} />}

      <DataList
        caption="Queries"
        newItems={{ one: 'new query', other: 'new queries' }}
        columns={columns}
        rowKey={(query) => query.id}
        params={params}
        {...listQueryState(list)}
        empty={{
          title: 'No queries yet',
          message: 'Contact messages, customer questions and chat hand-overs arrive here.',
        }}
        actions={(query) => (
          <Button
            variant="secondary"
            size="sm"
            {...openerProps(query.id)}
            onClick={() => open(query.id)}
            aria-label={`Open ${query.name}'s query${query.subject ? ` "${query.subject}"` : ''}`}
          >
            Open
          </Button>
        )}
      />
    </div>
  );
}
