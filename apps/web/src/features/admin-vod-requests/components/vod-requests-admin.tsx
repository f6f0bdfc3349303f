import { VOD_STATUS_LABELS, VOD_TYPE_LABELS, type VodRequest } from '@streamfront/contract';
import type { ListColumn } from '@/components/list/data-list';
import { labelOptions } from '@/components/list/label-options';
import { RecordReviewPage } from '@/components/list/record-review-page';
import { useListParams } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import { useVodRequests } from '../api/get-vod-requests';
import { VodRequestDetail } from './vod-request-detail';
import { VOD_STATUS_TONES } from './vod-status';

const columns: ListColumn<VodRequest>[] = [
  {
    id: 'title',
    header: 'Title',
    sortable: true,
    primary: true,
    cell: (request) => (
      <div className="min-w-0">
        <p className="font-semibold break-words">{request.title}</p>
        <p className="text-sm text-slate-400">
          {VOD_TYPE_LABELS[request.type]}
          {request.year ? ` · ${request.year}` : ''}
        </p>
      </div>
    ),
  },
  {
    id: 'requesterCount',
    header: 'Asked by',
    sortable: true,
    cell: (request) =>
      request.requesterCount === 1 ? '1 person' : `${request.requesterCount} people`,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (request) => (
      <StatusBadge status={request.status} labels={VOD_STATUS_LABELS} tones={VOD_STATUS_TONES} />
    ),
  },
  {
    id: 'lastRequestedAt',
    header: 'Last asked',
    sortable: true,
    cell: (request) => formatDate(request.lastRequestedAt),
  },
];

const filters = [
  {
    name: 'status',
    label: 'Status',
    options: labelOptions(VOD_STATUS_LABELS),
    allLabel: 'All statuses',
    width: 'sm:w-40',
  },
  {
    name: 'type',
    label: 'Type',
    options: labelOptions(VOD_TYPE_LABELS),
    allLabel: 'All types',
    width: 'sm:w-36',
  },
] as const;

/** Admin: the titles customers asked for, most wanted findable first, each opened beside the list. */
export function VodRequestsAdmin() {
  const params = useListParams({ filters: ['status', 'type'] as const });
  return (
    <RecordReviewPage
      params={params}
      list={useVodRequests(params.query)}
      search={{ label: 'Search VOD requests', placeholder: 'Title or email' }}
      filters={filters}
      recordParam="request"
      placement="beside"
      detail={(id, close) => <VodRequestDetail id={id} onClose={close} />}
      caption="VOD requests"
      newItems={{ one: 'new VOD request', other: 'new VOD requests' }}
      columns={columns}
      rowKey={(request) => request.id}
      empty={{
        title: 'No VOD requests yet',
        message: 'Titles appear here as customers ask for them on the request page.',
      }}
      openLabel={(request) => `Open the request for ${request.title}`}
    />
  );
}
