import { EVENT_STATUS_LABELS, type AdminEvent } from '@streamfront/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { EditDeleteActions } from '@/components/list/edit-delete-actions';
import { EditPanel } from '@/components/list/edit-panel';
import { ListFilter } from '@/components/list/filter-select';
import { listQueryState } from '@/components/list/list-query-state';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format-date';
import { useDeleteEvent } from '../api/delete-event';
import { useAdminEvents } from '../api/get-admin-events';
import { eventPicture, SPORT_FILTER_OPTIONS } from '../sport-art';
import { EventForm } from './event-form';
import { EVENT_STATUS_OPTIONS, EVENT_STATUS_TONES } from './event-status';

const columns: ListColumn<AdminEvent>[] = [
  {
    id: 'title',
    header: 'Event',
    sortable: true,
    primary: true,
    cell: (event) => {
      const picture = eventPicture(event);
      return (
        <div className="flex min-w-0 items-center gap-3">
          <img
            src={picture.src}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="h-12 w-12 shrink-0 rounded-lg bg-night-950 object-cover"
          />
          <div className="min-w-0">
            <p className="truncate font-semibold">{event.title}</p>
            <p className="truncate text-sm text-slate-300">
              {[event.competition, event.participants.join(' vs ')].filter(Boolean).join(' · ')}
            </p>
            <p className="mt-1 flex flex-wrap gap-1.5">
              <Badge tone={EVENT_STATUS_TONES[event.status]}>
                {EVENT_STATUS_LABELS[event.status]}
              </Badge>
              {event.featured && <Badge tone="amber">Featured</Badge>}
            </p>
          </div>
        </div>
      );
    },
  },
  { id: 'sport', header: 'Sport', sortable: true, cell: (event) => event.sport },
  {
    id: 'startsAt',
    header: 'Start',
    sortable: true,
    cell: (event) => <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time>,
  },
  { id: 'channel', header: 'Channel', cell: (event) => event.channel ?? '—' },
];

type Editing = { mode: 'create' } | { mode: 'edit'; event: AdminEvent } | null;

/** Admin: the live sports schedule, with search, filters, sort, paging, create, edit, delete. */
export function EventsAdmin() {
  const params = useListParams({ filters: ['status', 'sport', 'from', 'to'] as const });
  const list = useAdminEvents(params.query);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const remove = useDeleteEvent();
  // EditPanel gives the focus back to the button that opened it.
  const close = () => setEditing(null);

  // The open record as the list has it now: an image upload or another admin's change shows.
  const current =
    editing?.mode === 'edit'
      ? (list.data?.data.find((event) => event.id === editing.event.id) ?? editing.event)
      : undefined;

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar params={params} label="Search events" placeholder="Title, team, channel">
        <ListFilter
          params={params}
          name="status"
          label="Status"
          options={EVENT_STATUS_OPTIONS}
          allLabel="All statuses"
          width="sm:w-40"
        />
        <ListFilter
          params={params}
          name="sport"
          label="Sport"
          options={SPORT_FILTER_OPTIONS}
          allLabel="All sports"
          width="sm:w-40"
        />
        <DateRangeFilter params={params} />
        <Button className="sm:ml-auto" onClick={() => setEditing({ mode: 'create' })}>
          New event
        </Button>
      </ListToolbar>

      {editing && (
        <EditPanel title={current ? `Edit ${current.title}` : 'New event'} onClose={close}>
          <EventForm
            key={current?.id ?? 'new'}
            event={current}
            onSaved={(saved) => {
              if (editing.mode === 'edit') {
                toast.success(`“${saved.title}” saved.`);
                close();
              } else {
                // Kept open on the new event, whose image can be added now.
                toast.success(`“${saved.title}” created. You can add its image now.`);
                setEditing({ mode: 'edit', event: saved });
              }
            }}
          />
        </EditPanel>
      )}

      <DataList
        caption="Events"
        newItems={{ one: 'new event', other: 'new events' }}
        columns={columns}
        rowKey={(event) => event.id}
        params={params}
        {...listQueryState(list)}
        empty={{ title: 'No events yet', message: 'Add the first one with “New event”.' }}
        actions={(event) => (
          <EditDeleteActions
            name={event.title}
            onEdit={() => setEditing({ mode: 'edit', event })}
            onDelete={() => setDeleting(event)}
          />
        )}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? ''}”?`}
        confirmLabel="Delete event"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(`“${deleting.title}” deleted.`),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        It leaves the home page&rsquo;s schedule at once. To keep it on record, set its status to
        Cancelled instead.
      </ConfirmDialog>
    </div>
  );
}
