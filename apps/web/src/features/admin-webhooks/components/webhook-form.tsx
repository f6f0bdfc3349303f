import {
  SUBSCRIPTION_EVENTS,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WebhookEndpointFieldsSchema,
  type WebhookEndpoint,
  type WebhookEndpointFields,
  type WebhookEvent,
} from '@streamfront/contract';
import { FormCheckboxField, FormCheckboxGroup, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useCreateOrUpdate } from '@/components/form/use-create-or-update';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useCreateWebhook, type SavedWebhookEndpoint } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';

const isSubscriptionEvent = (event: WebhookEvent) =>
  (SUBSCRIPTION_EVENTS as readonly string[]).includes(event);
const option = (event: WebhookEvent) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] });

/** The events in the contract's order; the subscription ones together, as the connector gets them. */
const EVENT_GROUPS = [
  {
    options: WEBHOOK_EVENTS.filter((e) => !isSubscriptionEvent(e) && e.startsWith('order.')).map(
      option,
    ),
  },
  { legend: 'Subscriptions', options: SUBSCRIPTION_EVENTS.map(option) },
  {
    options: WEBHOOK_EVENTS.filter((e) => !isSubscriptionEvent(e) && !e.startsWith('order.')).map(
      option,
    ),
  },
];

function defaultsOf(endpoint: WebhookEndpoint | undefined): WebhookEndpointFields {
  return {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint?.events ?? [],
    enabled: endpoint?.enabled ?? true,
  };
}

/** Create an endpoint, or edit `endpoint`; `onSaved` hears of the answer (with a new secret). */
export function WebhookForm({
  endpoint,
  onSaved,
}: {
  endpoint?: WebhookEndpoint;
  onSaved: (saved: SavedWebhookEndpoint) => void;
}) {
  const form = useZodForm(WebhookEndpointFieldsSchema, { defaultValues: defaultsOf(endpoint) });
  const create = useCreateWebhook();
  const update = useUpdateWebhook({ silent: true });
  const mutation = useCreateOrUpdate({ id: endpoint?.id, create, update, onSaved });
  const submission = useFormSubmission(form, mutation);

  return (
    <FormShell
      form={form}
      submission={submission}
      label={endpoint ? `Edit endpoint ${endpoint.url}` : 'New webhook endpoint'}
      submitLabel={endpoint ? 'Save changes' : 'Create endpoint'}
    >
      <FormTextField
        name="url"
        label="URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        hint="Where the events are posted, e.g. https://panel.example.com/hooks/streamfront. Public addresses only."
      />
      <FormTextField
        name="description"
        label="Description"
        autoComplete="off"
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        hint="Optional: what receives them, to tell endpoints apart."
      />
      <FormCheckboxGroup
        name="events"
        legend="Events"
        hint="Only the events ticked are sent to this endpoint."
        groups={EVENT_GROUPS}
      />
      <FormCheckboxField
        name="enabled"
        label="Enabled"
        hint="Untick to stop sending to it for a while without losing its settings."
      />
    </FormShell>
  );
}
