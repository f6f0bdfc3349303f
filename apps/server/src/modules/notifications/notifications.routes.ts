import {
  CacheBustSchema,
  errorAnswers,
  IdParamsSchema,
  isAdminNotificationType,
  NotificationDeletedAnswerSchema,
  NotificationListAnswerSchema,
  NotificationListQuerySchema,
  NotificationsDeletedAnswerSchema,
  ReadAllAnswerSchema,
  NotificationAnswerSchema,
  SendNotificationBodySchema,
  SentNotificationAnswerSchema,
  SentNotificationListAnswerSchema,
  SentNotificationListQuerySchema,
  AudiencePackagesAnswerSchema,
  RecipientSearchAnswerSchema,
  RecipientSearchQuerySchema,
  UnreadCountAnswerSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enrolmentRequired } from '../../plugins/auth/two-factor-gate.ts';
import { notFound, unprocessable } from '../../plugins/http-errors.ts';
import { createNotificationEvents, type Recipient } from './notifications.live.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

const errors = errorAnswers(401, 403, 404, 422);
const NOT_FOUND = 'Notification not found';

/** Spec §7: a signed-in user's own notifications. Every query is scoped to the caller. */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createNotificationsRepository(app.db);
  const live = createNotificationEvents(app.realtime.io, app.log);
  app.addHook('onRequest', app.authenticate);
  // An admin's notifications are the back-office's news (orders, customers' questions): under
  // ADMIN_2FA=required they wait for enrolment like every admin call (decision 061).
  app.addHook('onRequest', async (request) => {
    if (await app.waitsForTwoFactor(request.auth!)) throw enrolmentRequired();
  });

  const caller = (request: {
    auth: { userId: string; role: 'user' | 'admin' } | null;
  }): Recipient => ({
    id: request.auth!.userId,
    role: request.auth!.role,
  });

  r.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await repo.list(caller(request).id, page, pageSize);
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.get(
    '/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        querystring: CacheBustSchema,
        response: { 200: UnreadCountAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { count: await repo.unreadCount(caller(request).id) },
    }),
  );

  // Registered before `/:id/read` so the static path wins (find-my-way prefers it anyway).
  r.patch(
    '/notifications/read-all',
    { schema: { tags: ['notifications'], response: { 200: ReadAllAnswerSchema, ...errors } } },
    async (request) => {
      const me = caller(request);
      const updated = await repo.markAllRead(me.id);
      live.updated(me, { notificationId: null, unreadCount: 0 });
      return { success: true as const, data: { updated } };
    },
  );

  r.patch(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        params: IdParamsSchema,
        response: { 200: NotificationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const me = caller(request);
      const notification = await repo.markRead(me.id, request.params.id);
      if (!notification) throw notFound(NOT_FOUND);
      live.read(me, {
        notificationId: notification.id,
        unreadCount: await repo.unreadCount(me.id),
      });
      return { success: true as const, data: notification };
    },
  );

  r.delete(
    '/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        params: IdParamsSchema,
        response: { 200: NotificationDeletedAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const me = caller(request);
      const { id } = request.params;
      if (!(await repo.remove(me.id, id))) throw notFound(NOT_FOUND);
      live.deleted(me, { notificationId: id, unreadCount: await repo.unreadCount(me.id) });
      return { success: true as const, data: { _id: id, id, deleted: true as const } };
    },
  );

  r.delete(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        response: { 200: NotificationsDeletedAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const me = caller(request);
      const deleted = await repo.removeAll(me.id);
      live.deleted(me, { notificationId: null, unreadCount: 0 });
      return { success: true as const, data: { deleted } };
    },
  );
}

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminNotificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createNotificationsRepository(app.db);

  r.get(
    '/notifications',
    {
      schema: {
        tags: ['admin: notifications'],
        querystring: SentNotificationListQuerySchema,
        response: { 200: SentNotificationListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await repo.listSent(page, pageSize);
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.get(
    '/notifications/recipients',
    {
      schema: {
        tags: ['admin: notifications'],
        querystring: RecipientSearchQuerySchema,
        response: { 200: RecipientSearchAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await repo.searchRecipients(request.query.q, request.query.pageSize),
    }),
  );

  r.get(
    '/notifications/packages',
    {
      schema: {
        tags: ['admin: notifications'],
        querystring: CacheBustSchema,
        response: { 200: AudiencePackagesAnswerSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await repo.audiencePackages() }),
  );

  r.post(
    '/notifications',
    {
      schema: {
        tags: ['admin: notifications'],
        body: SendNotificationBodySchema,
        response: { 201: SentNotificationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { audience, userId, serviceId, ...input } = request.body;
      let recipientsCount: number;
      let audiencePackage: { id: string; name: string } | null = null;
      if (audience === 'package') {
        audiencePackage = (await repo.findPackage(serviceId!)) ?? null;
        if (!audiencePackage) throw unprocessable({ serviceId: ['This package does not exist'] });
        recipientsCount = await app.notify.customersOf(audiencePackage.id, input);
      } else if (audience === 'user') {
        const recipient = await repo.findRecipient(userId!);
        if (!recipient) throw notFound('User not found');
        if (recipient.role !== 'admin' && isAdminNotificationType(input.type)) {
          throw unprocessable({ type: ['This type is for admins only'] });
        }
        await app.notify.user(recipient.id, input);
        recipientsCount = 1;
      } else if (audience === 'admins') {
        recipientsCount = (await app.notify.admins(input)).length;
      } else {
        recipientsCount = await app.notify.customers(input);
      }
      const id = await repo.recordSent({
        audience,
        recipientId: audience === 'user' ? userId! : null,
        package: audiencePackage,
        senderId: request.auth!.userId,
        recipientsCount,
        notification: input,
      });
      const sent = await repo.findSent(id);
      return reply.code(201).send({ success: true as const, data: sent! });
    },
  );
}
