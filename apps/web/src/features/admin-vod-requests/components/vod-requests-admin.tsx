import { VodRequestStatusSchema, VodTypeSchema, type VodRequest } from '@streamfront/contract';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { ListFilter } from '@/components/list/filter-select';
import { listQueryState } from '@/components/list/list-query-state';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { useOpenRecord } from '@/components/list/use-open-record';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useVodRequests } from '../api/get-vod-requests';
import { VodRequestDetail } from './vod-request-detail';
import { VOD_STATUS_LABELS, VOD_STATUS_TONES, VOD_TYPE_LABELS } from './vod-status';

const STATUS_OPTIONS = VodRequestStatusSchema.options.map((status) => ({
  value: status,
  label: VOD_STATUS_LABELS[status],
}));
const TYPE_OPTIONS = VodTypeSchema.options.map((type) => ({
  value: type,
  label: VOD_TYPE_LABELS[type],
}));

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
      <Badge tone={VOD_STATUS_TONES[request.status]}>{VOD_STATUS_LABELS[request.status]}</Badge>
    ),
  },
  {
    id: 'lastRequestedAt',
    header: 'Last asked',
    sortable: true,
    cell: (request) => formatDate(request.lastRequestedAt),
  },
];

/** Admin: the titles customers asked for, most wanted findable first, each opened beside the list. */
export function VodRequestsAdmin() {
  const params = useListParams({ filters: ['status', 'type'] as const });
  const list = useVodRequests(params.query);
  const record = useOpenRecord('request');

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar params={params} label="Search VOD requests" placeholder="Title or email">
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
          name="type"
          label="Type"
          options={TYPE_OPTIONS}
          allLabel="All types"
          width="sm:w-36"
        />
      </ListToolbar>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        {record.openId && (
          <div className="xl:order-2">
            <VodRequestDetail id={record.openId} onClose={record.close} />
          </div>
        )}
        <div className="min-w-0 xl:order-1">
          <DataList
            caption="VOD requests"
            newItems={{ one: 'new VOD request', other: 'new VOD requests' }}
            columns={columns}
            rowKey={(request) => request.id}
            params={params}
            {...listQueryState(list)}
            empty={{
              title: 'No VOD requests yet',
              message: 'Titles appear here as customers ask for them on the request page.',
            }}
            actions={(request) => (
              <Button
                variant="secondary"
                size="sm"
                {...record.openerProps(request.id)}
                onClick={() => record.open(request.id)}
                aria-label={`Open the request for ${request.title}`}
              >
                Open
              </Button>
            )}
          />
        </div>
      </div>
    </div>
  );
}
