import {
  WEBHOOK_DELIVERY_STATE_LABELS,
  WEBHOOK_EVENT_LABELS,
  type WebhookEndpoint,
} from '@streamfront/contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { EditPanel } from '@/components/list/edit-panel';
import { listQueryState } from '@/components/list/list-query-state';
import { useListParams } from '@/components/list/use-list-params';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SecretOncePanel } from '@/components/ui/secret-once-panel';
import { formatDateTime } from '@/lib/format-date';
import type { SavedWebhookEndpoint } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { DELIVERY_STATE_TONES } from './delivery-state';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';

const columns: ListColumn<WebhookEndpoint>[] = [
  {
    id: 'url',
    header: 'Endpoint',
    primary: true,
    cell: (endpoint) => (
      <div className="min-w-0">
        <p className="font-mono text-sm break-all">{endpoint.url}</p>
        {endpoint.description && (
          <p className="text-sm break-words text-slate-400">{endpoint.description}</p>
        )}
        <p className="text-xs text-slate-400">Secret ending {endpoint.secretHint}</p>
      </div>
    ),
  },
  {
    id: 'events',
    header: 'Events',
    cell: (endpoint) => (
      <p className="text-sm">
        {endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')}
      </p>
    ),
  },
  {
    id: 'enabled',
    header: 'Sending',
    cell: (endpoint) => (
      <Badge tone={endpoint.enabled ? 'green' : 'slate'}>
        {endpoint.enabled ? 'Enabled' : 'Disabled'}
      </Badge>
    ),
  },
  {
    id: 'lastDelivery',
    header: 'Last delivery',
    cell: (endpoint) =>
      endpoint.lastDelivery ? (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge
            status={endpoint.lastDelivery.state}
            labels={WEBHOOK_DELIVERY_STATE_LABELS}
            tones={DELIVERY_STATE_TONES}
          />
          <span className="text-sm text-slate-400">{formatDateTime(endpoint.lastDelivery.at)}</span>
        </div>
      ) : (
        'None yet'
      ),
  },
];

const LOG_PARAM = 'deliveries';
const rotateId = (endpoint: WebhookEndpoint) => `webhook-rotate-${endpoint.id}`;

interface Revealed {
  title: string;
  secret: string;
  /** The button to go back to once the secret has been copied. */
  returnTo: () => HTMLElement | null;
}

/**
 * Admin: where the site posts signed events (Standard Webhooks). Endpoints with their events
 * and last delivery; create, edit, send a test event, rotate the secret (the new one shown
 * once), delete, and each endpoint's delivery log with replay.
 */
export function WebhooksAdmin() {
  const params = useListParams({ pageSize: 100 });
  const list = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestWebhook();
  const newButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<{ endpoint: WebhookEndpoint | undefined } | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [search, setSearch] = useSearchParams();
  // In the URL with its page, so Back and a shared link open the same log.
  const logOf = search.get(LOG_PARAM);
  const setLogOf = (id: string | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (id) next.set(LOG_PARAM, id);
      else next.delete(LOG_PARAM);
      // Another endpoint's log starts at its own first page.
      next.delete(`${LOG_PARAM}.page`);
      return next;
    });
  const rows = list.data?.data;
  const current = (endpoint: WebhookEndpoint | undefined) =>
    endpoint && (rows?.find((row) => row.id === endpoint.id) ?? endpoint);
  const logEndpoint = rows?.find((row) => row.id === logOf);

  function onSaved(saved: SavedWebhookEndpoint) {
    const created = editing?.endpoint === undefined;
    toast.success(created ? 'Endpoint created.' : 'Endpoint saved.');
    setEditing(null);
    if (saved.secret) {
      setRevealed({
        title: `Signing secret of ${saved.url}`,
        secret: saved.secret,
        returnTo: () => newButton.current,
      });
    }
  }

  function rotate(endpoint: WebhookEndpoint) {
    update.mutate(
      { id: endpoint.id, body: { rotateSecret: true } },
      {
        onSuccess: (saved) => {
          toast.success('New secret made. The old one no longer signs events.');
          if (saved.secret)
            setRevealed({
              title: `New signing secret of ${saved.url}`,
              secret: saved.secret,
              returnTo: () => document.getElementById(rotateId(saved)),
            });
        },
        onSettled: () => setRotating(null),
      },
    );
  }

  function sendTest(endpoint: WebhookEndpoint) {
    if (test.isPending) return;
    test.mutate(endpoint.id, {
      onSuccess: (delivery) =>
        toast.success(
          // Sent in the background: its answer comes after this one.
          delivery.state === 'pending'
            ? `Test event to ${endpoint.url} is on its way: its answer shows under Deliveries.`
            : `Test event to ${endpoint.url}: ${WEBHOOK_DELIVERY_STATE_LABELS[delivery.state].toLowerCase()}${
                delivery.responseStatus === null ? '' : ` (HTTP ${delivery.responseStatus})`
              }.`,
        ),
    });
  }

  const editingEndpoint = current(editing?.endpoint);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-300">
          Each event is posted as JSON and signed with the endpoint’s secret by the Standard
          Webhooks specification (headers <code>webhook-id</code>, <code>webhook-timestamp</code>,{' '}
          <code>webhook-signature</code>). A failed delivery is tried again after about 1, 5, 15 and
          60 minutes.
        </p>
        <Button ref={newButton} onClick={() => setEditing({ endpoint: undefined })}>
          New endpoint
        </Button>
      </div>

      {revealed && (
        <SecretOncePanel
          title={revealed.title}
          secret={revealed.secret}
          returnFocus={revealed.returnTo}
          onDone={() => setRevealed(null)}
        >
          Give it to the receiver: it checks each event’s <code>webhook-signature</code> with it.
        </SecretOncePanel>
      )}

      {editing && (
        <EditPanel
          title={editingEndpoint ? `Edit ${editingEndpoint.url}` : 'New webhook endpoint'}
          onClose={() => setEditing(null)}
        >
          <WebhookForm
            key={editingEndpoint?.id ?? 'new'}
            endpoint={editingEndpoint}
            onSaved={onSaved}
          />
        </EditPanel>
      )}

      <DataList
        caption="Webhook endpoints"
        columns={columns}
        rowKey={(endpoint) => endpoint.id}
        params={params}
        {...listQueryState(list)}
        empty={{
          title: 'No webhook endpoints yet',
          message: 'Add one with “New endpoint” to send events to your own systems.',
        }}
        actions={(endpoint) => (
          <div className="flex flex-wrap justify-end gap-2 @max-2xl:justify-start">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Edit ${endpoint.url}`}
              onClick={() => setEditing({ endpoint })}
            >
              Edit
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Deliveries to ${endpoint.url}`}
              aria-expanded={logOf === endpoint.id}
              onClick={() => setLogOf(endpoint.id)}
            >
              Deliveries
            </Button>
            <Button
              variant="secondary"
              size="sm"
              loading={test.isPending && test.variables === endpoint.id}
              aria-label={`Send test event to ${endpoint.url}`}
              onClick={() => sendTest(endpoint)}
            >
              Send test event
            </Button>
            <Button
              id={rotateId(endpoint)}
              variant="secondary"
              size="sm"
              aria-label={`Rotate secret of ${endpoint.url}`}
              onClick={() => setRotating(endpoint)}
            >
              Rotate secret
            </Button>
            <Button
              variant="danger"
              size="sm"
              aria-label={`Delete ${endpoint.url}`}
              onClick={() => setDeleting(endpoint)}
            >
              Delete
            </Button>
          </div>
        )}
      />

      {logEndpoint && (
        <WebhookDeliveries
          key={logEndpoint.id}
          endpoint={logEndpoint}
          onClose={() => setLogOf(null)}
        />
      )}

      <ConfirmDialog
        open={rotating !== null}
        title="Make a new signing secret?"
        confirmLabel="Rotate secret"
        cancelLabel="Keep the current one"
        pending={update.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={() => rotating && rotate(rotating)}
      >
        {rotating &&
          `Events to ${rotating.url} are signed with the new secret from now on: the receiver must be given it, or it will refuse them. The new secret is shown once.`}
      </ConfirmDialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        cancelLabel="Keep it"
        pending={remove.isPending}
        focusAfterConfirm={newButton}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Endpoint deleted.');
              if (editing?.endpoint?.id === deleting.id) setEditing(null);
              if (logOf === deleting.id) setLogOf(null);
            },
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {deleting &&
          `${deleting.url} gets no more events, and its delivery log goes with it. To stop it for a while, untick Enabled instead.`}
      </ConfirmDialog>
    </div>
  );
}
