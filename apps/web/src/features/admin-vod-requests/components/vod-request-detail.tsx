import {
  VOD_STATUS_LABELS,
  VOD_TYPE_LABELS,
  type VodRequestDetail as Detail,
} from '@streamfront/contract';
import { RecordPanel } from '@/components/list/record-panel';
import { StatusBadge } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useVodRequest } from '../api/get-vod-request';
import { VodRequestStatusForm } from './vod-request-status-form';
import { VOD_STATUS_TONES } from './vod-status';
import { Fact } from '@/components/ui/fact';

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

function RequestBody({ request }: { request: Detail }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="Status">
          <StatusBadge
            status={request.status}
            labels={VOD_STATUS_LABELS}
            tones={VOD_STATUS_TONES}
          />
        </Fact>
        <Fact term="Type">
          {VOD_TYPE_LABELS[request.type]}
          {request.year ? ` · ${request.year}` : ''}
        </Fact>
        <Fact term="Asked for by">{people(request.requesterCount)}</Fact>
        <Fact term="First asked">{formatDate(request.createdAt)}</Fact>
      </dl>

      <div>
        <h3 className="mb-2 font-semibold">Who asked</h3>
        <ul aria-label="Who asked" className="flex flex-col gap-3">
          {request.requesters.map((requester) => (
            <li key={requester.id} className="rounded-lg border border-night-700 p-3">
              <p className="font-medium break-words">
                {requester.name ? `${requester.name} · ${requester.email}` : requester.email}
              </p>
              <p className="text-sm text-slate-400">
                {formatDateTime(requester.createdAt)} ·{' '}
                {requester.userId ? 'Has an account' : 'No account'}
              </p>
              {requester.note && <p className="mt-1 text-sm break-words">“{requester.note}”</p>}
            </li>
          ))}
        </ul>
      </div>

      <VodRequestStatusForm request={request} />
    </div>
  );
}

/** One requested title beside the list: who asked, and its status with the note they read. */
export function VodRequestDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const request = useVodRequest(id);
  return (
    <RecordPanel
      record={request}
      title={request.data ? request.data.title : 'VOD request'}
      loadingLabel="Loading the request…"
      onClose={onClose}
    >
      {(loaded) => <RequestBody request={loaded} />}
    </RecordPanel>
  );
}
