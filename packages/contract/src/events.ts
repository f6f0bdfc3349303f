import { z } from 'zod';
import { CacheBustSchema, IsoDateSchema, okSchema } from './common.ts';

export const EventStatusSchema = z.enum(['scheduled', 'live', 'finished', 'cancelled']);
export type EventStatus = z.infer<typeof EventStatusSchema>;

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
