import {
  WEBHOOK_DELIVERY_STATE_LABELS,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@streamfront/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { EditPanel } from '@/components/list/edit-panel';
import { listQueryState } from '@/components/list/list-query-state';
import { RecordPanel } from '@/components/list/record-panel';
import { useListParams } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Fact } from '@/components/ui/fact';
import { formatDateTime } from '@/lib/format-date';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery';
import { DELIVERY_STATE_TONES } from './delivery-state';

const duration = (ms: number | null) => (ms === null ? '—' : `${ms} ms`);

const columns: ListColumn<WebhookDelivery>[] = [
  {
    id: 'event',
    header: 'Event',
    primary: true,
    cell: (delivery) => <span className="font-mono text-sm break-all">{delivery.event}</span>,
  },
  {
    id: 'state',
    header: 'State',
    cell: (delivery) => (
      <StatusBadge
        status={delivery.state}
        labels={WEBHOOK_DELIVERY_STATE_LABELS}
        tones={DELIVERY_STATE_TONES}
      />
    ),
  },
  { id: 'attempts', header: 'Tries', cell: (delivery) => `${delivery.attempts}` },
  {
    id: 'responseStatus',
    header: 'Answer',
    cell: (delivery) =>
      delivery.responseStatus === null ? '—' : `HTTP ${delivery.responseStatus}`,
  },
  { id: 'duration', header: 'Took', cell: (delivery) => duration(delivery.durationMs) },
  {
    id: 'createdAt',
    header: 'Time',
    className: 'whitespace-nowrap',
    cell: (delivery) => formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt),
  },
  {
    id: 'lastError',
    header: 'Last error',
    cell: (delivery) =>
      delivery.lastError ? (
        <span className="text-sm break-words text-red-300">{delivery.lastError}</span>
      ) : (
        '—'
      ),
  },
];

/** "subscription.activated, Nov 2, 2026, 10:00 AM": two deliveries of one event differ. */
const rowName = (delivery: WebhookDelivery) =>
  `${delivery.event}, ${formatDateTime(delivery.createdAt)}`;

/** A JSON body indented for reading; anything else as it came. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** A body in a box of its own that scrolls; focusable, so a keyboard can scroll it too. */
function Body({ label, text }: { label: string; text: string | null }) {
  return (
    <div>
      <h3 className="mb-1 font-semibold">{label}</h3>
      {text === null || text === '' ? (
        <p className="text-sm text-slate-400">None</p>
      ) : (
        <pre
          tabIndex={0}
          role="region"
          aria-label={label}
          className="max-h-80 overflow-auto rounded-lg bg-night-950 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-200"
        >
          {readable(text)}
        </pre>
      )}
    </div>
  );
}

function DeliveryDetail({
  delivery,
  onReplay,
  replaying,
}: {
  delivery: WebhookDelivery;
  onReplay: () => void;
  replaying: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="State">
          <StatusBadge
            status={delivery.state}
            labels={WEBHOOK_DELIVERY_STATE_LABELS}
            tones={DELIVERY_STATE_TONES}
          />
        </Fact>
        <Fact term="Message id (webhook-id)">
          <span className="font-mono text-sm">{delivery.messageId}</span>
        </Fact>
        <Fact term="Tries">{delivery.attempts}</Fact>
        <Fact term="Answer">
          {delivery.responseStatus === null ? '—' : `HTTP ${delivery.responseStatus}`} ·{' '}
          {duration(delivery.durationMs)}
        </Fact>
        <Fact term="Created">{formatDateTime(delivery.createdAt)}</Fact>
        <Fact term="Last try">{formatDateTime(delivery.lastAttemptAt)}</Fact>
        {delivery.nextAttemptAt && (
          <Fact term="Next try">{formatDateTime(delivery.nextAttemptAt)}</Fact>
        )}
        {delivery.lastError && <Fact term="Last error">{delivery.lastError}</Fact>}
      </dl>
      <Body label="Request body" text={delivery.request} />
      <Body label="Answer body" text={delivery.responseBody} />
      <div>
        <Button variant="secondary" size="sm" loading={replaying} onClick={onReplay}>
          Replay
        </Button>
      </div>
    </div>
  );
}

/**
 * The delivery log of one endpoint: every try's state, answer and error, a page at a time;
 * a delivery opens with the body sent and the body answered, and can be sent again.
 */
export function WebhookDeliveries({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  // Its own names in the URL: the endpoints' list has a page of its own.
  const params = useListParams({ prefix: 'deliveries.' });
  const list = useWebhookDeliveries(endpoint.id, params);
  const replay = useReplayWebhookDelivery();
  // Kept as opened: a replay may push it onto the next page, and it stays open all the same.
  const [opened, setOpened] = useState<WebhookDelivery | null>(null);
  const open = opened && (list.data?.data.find((row) => row.id === opened.id) ?? opened);

  function replayIt(delivery: WebhookDelivery) {
    if (replay.isPending) return;
    replay.mutate(
      { endpointId: endpoint.id, deliveryId: delivery.id },
      {
        onSuccess: (sent) =>
          toast.success(
            // Sent in the background: its own row shows the answer once it comes.
            sent.state === 'pending'
              ? `${sent.event} is on its way again: its answer shows in a new row.`
              : `${sent.event} sent again: ${WEBHOOK_DELIVERY_STATE_LABELS[sent.state].toLowerCase()}.`,
          ),
      },
    );
  }

  return (
    <EditPanel title={`Deliveries to ${endpoint.url}`} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <DataList
          caption="Deliveries"
          columns={columns}
          rowKey={(delivery) => delivery.id}
          params={params}
          {...listQueryState(list)}
          empty={{
            title: 'Nothing sent yet',
            message: 'Deliveries appear here once an event happens, or after “Send test event”.',
          }}
          actions={(delivery) => (
            <div className="flex flex-wrap justify-end gap-2 @2xl:flex-nowrap @max-2xl:justify-start">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Details of ${rowName(delivery)}`}
                onClick={() => setOpened(delivery)}
              >
                Details
              </Button>
              <Button
                variant="secondary"
                size="sm"
                loading={replay.isPending && replay.variables.deliveryId === delivery.id}
                aria-label={`Replay ${rowName(delivery)}`}
                onClick={() => replayIt(delivery)}
              >
                Replay
              </Button>
            </div>
          )}
        />
        {open && (
          <RecordPanel
            record={{ data: open, error: null, refetch: () => undefined }}
            title={`Delivery of ${open.event}`}
            loadingLabel="Loading the delivery…"
            onClose={() => setOpened(null)}
          >
            {(delivery) => (
              <DeliveryDetail
                delivery={delivery}
                replaying={replay.isPending && replay.variables.deliveryId === delivery.id}
                onReplay={() => replayIt(delivery)}
              />
            )}
          </RecordPanel>
        )}
      </div>
    </EditPanel>
  );
}
