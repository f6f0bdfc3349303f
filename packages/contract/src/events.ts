import { z } from 'zod';
import {
  CacheBustSchema,
  DateBoundSchema,
  IsoDateSchema,
  listSchema,
  okSchema,
  toOneLine,
} from './common.ts';
import { adminListQuerySchema } from './list.ts';

export const EVENT_STATUSES = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export const EventStatusSchema = z.enum(
  EVENT_STATUSES,
  'Status must be scheduled, live, finished or cancelled',
);
export type EventStatus = z.infer<typeof EventStatusSchema>;

/** How each status reads on the schedule's admin page. */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

/** A live sports event on the schedule. */
export const SportEventSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  title: z.string(),
  sport: z.string(),
  competition: z.string().nullable(),
  participants: z.array(z.string()),
  startsAt: IsoDateSchema,
  endsAt: IsoDateSchema,
  channel: z.string().nullable(),
  status: EventStatusSchema,
  featured: z.boolean(),
  /** The uploaded image, addressed by its content hash; null: the sport's badge is shown. */
  imageUrl: z.string().nullable(),
});
export type SportEvent = z.infer<typeof SportEventSchema>;

export const UpcomingEventsQuerySchema = CacheBustSchema.extend({
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(50, 'Limit must be at most 50')
    .default(6),
}).strict();
export type UpcomingEventsQuery = z.infer<typeof UpcomingEventsQuerySchema>;

/** Live and upcoming events, soonest first. */
export const UpcomingEventsAnswerSchema = okSchema(z.array(SportEventSchema));
export type UpcomingEventsAnswer = z.infer<typeof UpcomingEventsAnswerSchema>;

// ---- The admin schedule ------------------------------------------------------------------

/** What the schedule keeps of an event, as the admin list shows it. */
export const AdminEventSchema = SportEventSchema.extend({
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type AdminEvent = z.infer<typeof AdminEventSchema>;

const text = (name: string, max: number) =>
  z
    .string(`${name} is required`)
    .overwrite(toOneLine)
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** An optional line of text: blank means none. */
const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

const EventFields = {
  title: text('Title', 200),
  sport: text('Sport', 60),
  competition: optionalText('Competition', 120),
  participants: z
    .array(z.string().trim().min(1, 'A participant needs a name').max(120))
    .max(30, 'At most 30 participants'),
  startsAt: IsoDateSchema,
  endsAt: IsoDateSchema,
  channel: optionalText('Channel', 120),
  status: EventStatusSchema,
  featured: z.boolean(),
};

/** An event longer than this is a typo in a date, not a broadcast. */
export const MAX_EVENT_HOURS = 14 * 24;

/** The rule that ties start and end together; the server re-runs it on the merged record. */
export function eventTimeIssues(body: {
  startsAt?: string | undefined;
  endsAt?: string | undefined;
}): Record<string, string[]> {
  if (!body.startsAt || !body.endsAt) return {};
  const start = Date.parse(body.startsAt);
  const end = Date.parse(body.endsAt);
  if (end <= start) return { endsAt: ['The end must be after the start'] };
  if (end - start > MAX_EVENT_HOURS * 3_600_000) {
    return { endsAt: ['An event lasts at most 14 days'] };
  }
  return {};
}

function refineTimes(body: { startsAt?: string; endsAt?: string }, ctx: z.RefinementCtx) {
  for (const [path, messages] of Object.entries(eventTimeIssues(body))) {
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

export const EventCreateBodySchema = z
  .object({
    ...EventFields,
    competition: EventFields.competition.default(null),
    participants: EventFields.participants.default([]),
    channel: EventFields.channel.default(null),
    status: EventFields.status.default('scheduled'),
    featured: EventFields.featured.default(false),
  })
  .strict()
  .superRefine(refineTimes);
export type EventCreateBody = z.infer<typeof EventCreateBodySchema>;

export const EventUpdateBodySchema = z
  .object(EventFields)
  .partial()
  .strict()
  .superRefine(refineTimes)
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type EventUpdateBody = z.infer<typeof EventUpdateBodySchema>;

export const EVENT_SORT_KEYS = ['startsAt', 'title', 'sport', 'status', 'createdAt'] as const;

export const EventListQuerySchema = adminListQuerySchema(EVENT_SORT_KEYS, 'startsAt', {
  status: EventStatusSchema.optional(),
  sport: z.string().trim().max(60).optional(),
  /** Events starting within these days (inclusive). */
  from: DateBoundSchema.optional(),
  to: DateBoundSchema.optional(),
});
export type EventListQuery = z.infer<typeof EventListQuerySchema>;

export const AdminEventAnswerSchema = okSchema(AdminEventSchema);
export type AdminEventAnswer = z.infer<typeof AdminEventAnswerSchema>;
export const AdminEventListAnswerSchema = listSchema(AdminEventSchema);
export type AdminEventListAnswer = z.infer<typeof AdminEventListAnswerSchema>;

/** Upload limit of an event image (`PUT /api/admin/events/:id/image`). */
export const EVENT_IMAGE_MAX_BYTES = 1024 * 1024;

/** `GET /api/events/:id/calendar.ics`: the event as an iCalendar (RFC 5545) file. */
export const CalendarFileSchema = z.string().meta({ description: 'text/calendar' });
