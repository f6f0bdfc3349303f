import { EVENT_STATUS_LABELS, type AdminEvent } from '@streamfront/contract';
import type { ListColumn } from '@/components/list/data-list';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { EditableListPage } from '@/components/list/editable-list-page';
import { labelOptions } from '@/components/list/label-options';
import { useListParams } from '@/components/list/use-list-params';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useDeleteEvent } from '../api/delete-event';
import { useAdminEvents } from '../api/get-admin-events';
import { eventPicture, SPORT_FILTER_OPTIONS } from '../sport-art';
import { EventForm } from './event-form';
import { EVENT_STATUS_TONES } from './event-status';

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
              <StatusBadge
                status={event.status}
                labels={EVENT_STATUS_LABELS}
                tones={EVENT_STATUS_TONES}
              />
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

/** Admin: the live sports schedule, with search, filters, sort, paging, create, edit, delete. */
export function EventsAdmin() {
  const params = useListParams({ filters: ['status', 'sport', 'from', 'to'] as const });
  return (
    <EditableListPage
      params={params}
      list={useAdminEvents(params.query)}
      search={{ label: 'Search events', placeholder: 'Title, team, channel' }}
      filters={[
        {
          name: 'status',
          label: 'Status',
          options: labelOptions(EVENT_STATUS_LABELS),
          allLabel: 'All statuses',
          width: 'sm:w-40',
        },
        {
          name: 'sport',
          label: 'Sport',
          options: SPORT_FILTER_OPTIONS,
          allLabel: 'All sports',
          width: 'sm:w-40',
        },
      ]}
      tools={<DateRangeFilter params={params} />}
      newLabel="New event"
      caption="Events"
      newItems={{ one: 'new event', other: 'new events' }}
      columns={columns}
      rowKey={(event) => event.id}
      rowName={(event) => event.title}
      empty={{ title: 'No events yet', message: 'Add the first one with “New event”.' }}
      editor={{
        title: (event) => (event ? `Edit ${event.title}` : 'New event'),
        form: (event, onSaved) => <EventForm event={event} onSaved={onSaved} />,
        saved: (saved, created) =>
          created
            ? // Kept open on the new event, whose image can be added now.
              { message: `“${saved.title}” created. You can add its image now.`, keepOpen: true }
            : `“${saved.title}” saved.`,
      }}
      remove={{
        mutation: useDeleteEvent(),
        title: (event) => `Delete “${event.title}”?`,
        confirmLabel: 'Delete event',
        message: () =>
          'It leaves the home page’s schedule at once. To keep it on record, set its status to Cancelled instead.',
        deleted: (event) => `“${event.title}” deleted.`,
      }}
    />
  );
}
