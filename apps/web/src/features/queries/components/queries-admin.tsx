import { QUERY_SOURCE_LABELS, QUERY_STATUS_LABELS, type AdminQuery } from '@streamfront/contract';
import type { ListColumn } from '@/components/list/data-list';
import { labelOptions } from '@/components/list/label-options';
import { RecordReviewPage } from '@/components/list/record-review-page';
import { useListParams } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/ui/badge';
import { formatWhen } from '@/lib/format-date';
import { useAdminQueries } from '../api/get-admin-queries';
import { useQueryAssignees } from '../api/get-query-assignees';
import { QUERY_STATUS_TONES } from './query-labels';
import { QueryDetail } from './query-detail';

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
  { id: 'source', header: 'Source', cell: (query) => QUERY_SOURCE_LABELS[query.source] },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (query) => (
      <StatusBadge status={query.status} labels={QUERY_STATUS_LABELS} tones={QUERY_STATUS_TONES} />
    ),
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
  const assignees = useQueryAssignees();

  return (
    <RecordReviewPage
      params={params}
      list={useAdminQueries(params.query)}
      search={{ label: 'Search queries', placeholder: 'Name, email, subject or text' }}
      filters={[
        {
          name: 'source',
          label: 'Source',
          options: labelOptions(QUERY_SOURCE_LABELS),
          allLabel: 'All sources',
        },
        {
          name: 'status',
          label: 'Status',
          options: labelOptions(QUERY_STATUS_LABELS),
          allLabel: 'All statuses',
          width: 'sm:w-40',
        },
        {
          name: 'assignee',
          label: 'Assignee',
          options: [
            { value: 'me', label: 'Assigned to me' },
            { value: 'none', label: 'Unassigned' },
            ...(assignees.data ?? []).map((admin) => ({ value: admin.id, label: admin.name })),
          ],
          allLabel: 'Anyone',
          width: 'sm:w-48',
        },
      ]}
      // The open query lives in the URL too, so Back closes it and a notification can link to it.
      recordParam="query"
      placement="above"
      detail={(id, close) => <QueryDetail id={id} onClose={close} />}
      caption="Queries"
      newItems={{ one: 'new query', other: 'new queries' }}
      columns={columns}
      rowKey={(query) => query.id}
      empty={{
        title: 'No queries yet',
        message: 'Contact messages, customer questions and chat hand-overs arrive here.',
      }}
      openLabel={(query) =>
        `Open ${query.name}'s query${query.subject ? ` "${query.subject}"` : ''}`
      }
    />
  );
}
