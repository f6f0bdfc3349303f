import {
  EVENT_IMAGE_MAX_BYTES,
  EVENT_STATUS_LABELS,
  EventCreateBodySchema,
  type AdminEvent,
} from '@streamfront/contract';
import { z } from 'zod';
import { FormSelectField, FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { useCreateOrUpdate } from '@/components/form/use-create-or-update';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { useCreateEvent } from '../api/create-event';
import { useDeleteEventImage } from '../api/delete-event-image';
import { useUpdateEvent } from '../api/update-event';
import { useUploadEventImage } from '../api/upload-event-image';
import { sportBadgeUrl } from '../sport-art';
import { labelOptions } from '@/components/list/label-options';

/** A `datetime-local` value (the admin's own clock) as the instant the contract takes. */
const localTime = (missing: string) =>
  z
    .string()
    .min(1, missing)
    .transform((text) => {
      const time = new Date(text);
      return Number.isNaN(time.getTime()) ? text : time.toISOString();
    });

/**
 * The form's inputs (local times, one participant a line), turned into the contract's create
 * body and checked by it: the same rules and messages as the server.
 */
export const EventFormSchema = z
  .object({
    title: z.string(),
    sport: z.string(),
    competition: z.string(),
    participants: z.string().transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
    startsAt: localTime('Enter the start'),
    endsAt: localTime('Enter the end'),
    channel: z.string(),
    status: z.string(),
    featured: z.boolean(),
  })
  .transform((values): unknown => values)
  .pipe(EventCreateBodySchema);

/** An instant as a `datetime-local` value in the browser's own time zone. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

function defaultsOf(event: AdminEvent | undefined): z.input<typeof EventFormSchema> {
  return {
    title: event?.title ?? '',
    sport: event?.sport ?? '',
    competition: event?.competition ?? '',
    participants: event?.participants.join('\n') ?? '',
    startsAt: event ? localInput(event.startsAt) : '',
    endsAt: event ? localInput(event.endsAt) : '',
    channel: event?.channel ?? '',
    status: event?.status ?? 'scheduled',
    featured: event?.featured ?? false,
  };
}

/** Create an event, or edit `event` (then its image can be changed too). */
export function EventForm({
  event,
  onSaved,
}: {
  event?: AdminEvent;
  onSaved: (saved: AdminEvent) => void;
}) {
  const form = useZodForm(EventFormSchema, { defaultValues: defaultsOf(event) });
  const create = useCreateEvent();
  const update = useUpdateEvent({ silent: true });
  const mutation = useCreateOrUpdate({ id: event?.id, create, update, onSaved });
  const submission = useFormSubmission(form, mutation);

  return (
    <div className="flex flex-col gap-6">
      {event ? (
        <EventImage event={event} />
      ) : (
        <p className="text-sm text-slate-300">
          Once the event is created you can add its image here; until then it shows its
          sport&rsquo;s badge.
        </p>
      )}
      <FormShell
        form={form}
        submission={submission}
        label={event ? `Edit ${event.title}` : 'New event'}
        submitLabel={event ? 'Save changes' : 'Create event'}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField name="title" label="Title" maxLength={200} autoComplete="off" />
          <FormTextField
            name="sport"
            label="Sport"
            maxLength={60}
            autoComplete="off"
            hint="Football, Basketball, Tennis, Motorsport… picks the badge."
          />
          <FormTextField name="competition" label="Competition" maxLength={120} />
          <FormTextField name="channel" label="Channel" maxLength={120} />
          <FormTextField
            name="startsAt"
            label="Start"
            type="datetime-local"
            hint="In your own time zone."
          />
          <FormTextField name="endsAt" label="End" type="datetime-local" />
        </div>
        <FormTextAreaField
          name="participants"
          label="Participants"
          rows={3}
          hint="One a line, e.g. the two teams."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField
            name="status"
            label="Status"
            options={labelOptions(EVENT_STATUS_LABELS)}
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input type="checkbox" className="accent-brand-500" {...form.register('featured')} />
            Featured (marked on the home page)
          </label>
        </div>
      </FormShell>
    </div>
  );
}

function EventImage({ event }: { event: AdminEvent }) {
  const upload = useUploadEventImage();
  const remove = useDeleteEventImage();
  return (
    <div className="flex flex-col gap-2">
      <ImageUploadField
        label="Image"
        hint="PNG, JPEG or WebP, up to 1 MB; a 16:9 picture fits the home page's card."
        accept="image/png,image/jpeg,image/webp"
        maxBytes={EVENT_IMAGE_MAX_BYTES}
        currentUrl={event.imageUrl ?? sportBadgeUrl(event.sport)}
        previewAlt={event.imageUrl ? `Image of ${event.title}` : `${event.sport} badge`}
        previewClassName="w-36 h-20"
        upload={(file) => upload.mutateAsync({ id: event.id, file })}
      />
      {event.imageUrl && (
        <div>
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            onClick={() => remove.mutate(event.id)}
            aria-label={`Remove the image of ${event.title}`}
          >
            Remove image
          </Button>
        </div>
      )}
    </div>
  );
}
