import {
  AdminEventAnswerSchema,
  AdminEventListAnswerSchema,
  CacheBustSchema,
  CalendarFileSchema,
  DeletedAnswerSchema,
  EVENT_IMAGE_MAX_BYTES,
  EventCreateBodySchema,
  EventListQuerySchema,
  EventUpdateBodySchema,
  IdParamsSchema,
  StoredImageQuerySchema,
  UpcomingEventsAnswerSchema,
  UpcomingEventsQuerySchema,
  errorAnswers,
  eventTimeIssues,
  type AdminEvent,
  type UpcomingEventsQuery,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import { notFound, unprocessable } from '../../plugins/http-errors.ts';
import { dropOnChange, perApp } from '../../plugins/public-caches.ts';
import { readImageUpload } from '../../plugins/image-upload.ts';
import { announceRecordChange } from '../../plugins/realtime/index.ts';
import { CachedAnswer, sendCompressed } from '../../plugins/compressed-answer.ts';
import { sendStoredImage, StoredImageCache } from '../../plugins/stored-images.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createEventsRepository, eventSummary } from './events.repository.ts';
import { EVENTS_CHANGED, eventsChanged, upcomingEventsCache } from './events.public-cache.ts';
import { calendarFile } from './ics.ts';

const NOT_FOUND = 'Event not found';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Each event's image, kept between requests by event id (plugins/stored-images.ts). */
const eventImageCache = perApp(() => new StoredImageCache());

/** `monaco-grand-prix`: the calendar file's name, readable in a downloads folder. */
function fileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'event';
}

function calendarDescription(event: AdminEvent, siteUrl: string): string {
  const lines = [
    [event.sport, event.competition].filter(Boolean).join(' · '),
    event.participants.length > 0 ? event.participants.join(' vs ') : null,
    event.channel ? `Live on ${event.channel}.` : 'Live on Streamfront.',
    siteUrl,
  ];
  return lines.filter(Boolean).join('\n');
}

/** The live sports schedule on the home page, each event's image and its calendar file. */
export async function publicEventsRoutes(app: FastifyInstance, options: { siteUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createEventsRepository(app.db);
  const site = new URL(options.siteUrl);
  const upcoming = upcomingEventsCache(app.db);
  const images = eventImageCache(app.db);
  await dropOnChange(app, EVENTS_CHANGED, () => {
    upcoming.invalidate();
    images.invalidate();
  });

  // Untyped reply: the answer is sent as the cached bytes its own schema produced.
  app.get<{ Querystring: UpcomingEventsQuery }>(
    '/events/upcoming',
    {
      // The answer leaves as the cached bytes, compressed at most once per encoding.
      compress: false,
      decompress: false,
      schema: {
        tags: ['events'],
        querystring: UpcomingEventsQuerySchema,
        response: { 200: UpcomingEventsAnswerSchema, ...errorAnswers(422) },
      },
    },
    (request, reply) => {
      const answer = upcoming.forLimit(request.query.limit).get(async () =>
        Buffer.from(
          reply.serialize({
            success: true as const,
            data: await repo.listUpcoming(request.query.limit),
          }) as string,
        ),
      );
      if (answer instanceof CachedAnswer) return sendCompressed(request, reply, answer, JSON_TYPE);
      return answer.then((built) => sendCompressed(request, reply, built, JSON_TYPE));
    },
  );

  r.get(
    '/events/:id/image',
    {
      schema: {
        tags: ['events'],
        params: IdParamsSchema,
        querystring: StoredImageQuerySchema,
        response: errorAnswers(404, 422),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const image = await images.get(id, request.query.v, () => repo.findImage(id));
      if (!image) throw notFound('This event has no image');
      return sendStoredImage(request, reply, image, request.query.v);
    },
  );

  r.get(
    '/events/:id/calendar.ics',
    {
      schema: {
        tags: ['events'],
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: CalendarFileSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request, reply) => {
      const event = await repo.get(request.params.id);
      if (!event) throw notFound(NOT_FOUND);
      const body = calendarFile(
        {
          // Stable per event, so importing the file again updates the entry instead of adding one.
          uid: `${event.id}@${site.hostname}`,
          title: event.title,
          description: calendarDescription(event, site.origin),
          location: event.channel,
          startsAt: new Date(event.startsAt),
          endsAt: new Date(event.endsAt),
          stamp: new Date(event.updatedAt),
          cancelled: event.status === 'cancelled',
          url: `${site.origin}/#events`,
        },
        '-//Streamfront//Live events//EN',
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileSlug(event.title)}.ics"`)
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );
}

/** The schedule in the back-office; registered inside the admin scope (role already checked). */
export async function adminEventsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createEventsRepository(app.db);
  const errors = errorAnswers(401, 403, 404, 422);
  const tags = ['admin: events'];

  /** After an event's change commits: public caches dropped, admins' lists told. */
  async function changed(id: string) {
    eventImageCache(app.db).invalidate(id);
    await eventsChanged(app);
    announceRecordChange(app, 'event', id);
  }

  r.get(
    '/events',
    {
      schema: {
        tags,
        querystring: EventListQuerySchema,
        response: { 200: AdminEventListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await repo.list(request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.post(
    '/events',
    {
      schema: {
        tags,
        body: EventCreateBodySchema,
        response: { 201: AdminEventAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await inTransaction(app.db, async (tx) => {
        const event = await createEventsRepository(tx).create(request.body);
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'event.create',
          entityType: 'event',
          entityId: event.id,
          after: eventSummary(event),
        });
        return event;
      });
      await changed(created.id);
      return reply.code(201).send({ success: true as const, data: created });
    },
  );

  r.patch(
    '/events/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: EventUpdateBodySchema,
        response: { 200: AdminEventAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await inTransaction(app.db, async (tx) => {
        const txRepo = createEventsRepository(tx);
        const before = await txRepo.get(request.params.id);
        if (!before) throw notFound(NOT_FOUND);
        // Start and end again, on the event as it would become (one of them may be unchanged).
        const issues = eventTimeIssues({ ...before, ...request.body });
        if (Object.keys(issues).length > 0) throw unprocessable(issues);
        const after = (await txRepo.update(before.id, request.body))!;
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'event.update',
          entityType: 'event',
          entityId: before.id,
          before: eventSummary(before),
          after: eventSummary(after),
        });
        return after;
      });
      await changed(updated.id);
      return { success: true as const, data: updated };
    },
  );

  r.delete(
    '/events/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await inTransaction(app.db, async (tx) => {
        const txRepo = createEventsRepository(tx);
        const before = await txRepo.get(id);
        if (!before || !(await txRepo.remove(id))) throw notFound(NOT_FOUND);
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'event.delete',
          entityType: 'event',
          entityId: id,
          before: eventSummary(before),
        });
      });
      await changed(id);
      return { success: true as const, data: { _id: id, id, deleted: true as const } };
    },
  );

  r.put(
    '/events/:id/image',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: AdminEventAnswerSchema,
          ...errorAnswers(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Unknown id first: no point reading a megabyte for an event that is not there.
      if (!(await repo.get(id))) throw notFound(NOT_FOUND);
      const image = await readImageUpload(request, {
        kinds: ['png', 'jpeg', 'webp'],
        maxBytes: EVENT_IMAGE_MAX_BYTES,
      });
      const updated = await inTransaction(app.db, async (tx) => {
        const after = await createEventsRepository(tx).setImage(id, image);
        if (!after) throw notFound(NOT_FOUND);
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'event.image',
          entityType: 'event',
          entityId: id,
          after: { title: after.title, image: `${image.mime}, ${image.bytes.length} bytes` },
        });
        return after;
      });
      await changed(id);
      return { success: true as const, data: updated };
    },
  );

  r.delete(
    '/events/:id/image',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: AdminEventAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const updated = await inTransaction(app.db, async (tx) => {
        const txRepo = createEventsRepository(tx);
        const before = await txRepo.get(id);
        if (!before) throw notFound(NOT_FOUND);
        const after = (await txRepo.setImage(id, null))!;
        if (before.imageUrl) {
          await recordAudit(tx, {
            actorId: request.auth!.userId,
            action: 'event.image_removed',
            entityType: 'event',
            entityId: id,
            before: { title: before.title, image: 'uploaded image' },
          });
        }
        return after;
      });
      await changed(id);
      return { success: true as const, data: updated };
    },
  );
}
