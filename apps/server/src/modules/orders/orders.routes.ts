import type { Readable } from 'node:stream';
import {
  AdminOrderAnswerSchema,
  AdminOrderExportQuerySchema,
  AdminOrderListAnswerSchema,
  AdminOrderListQuerySchema,
  CacheBustSchema,
  CreateOrderBodySchema,
  IdParamsSchema,
  MyOrdersQuerySchema,
  ORDER_CSV_COLUMNS,
  OrderAnswerSchema,
  OrderListAnswerSchema,
  UpdateOrderBodySchema,
  errorAnswers,
  type AdminOrderExportQuery,
  ORDER_PLACING_RATE_LIMIT,
} from '@streamfront/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../plugins/http-errors.ts';
import { csvStream } from '../../lib/csv.ts';
import { createOrdersRepository, type OrdersRepository } from './orders.repository.ts';
import { changeOrder, placeOrder } from './orders.service.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';

const NOT_FOUND = 'Order not found';
/** Only a subscription that ran (or runs) can be renewed. */
const RENEWABLE = new Set(['active', 'expired']);

/** A signed-in customer's own orders: every query is scoped to the caller. */
export async function ordersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createOrdersRepository(app.db);
  app.addHook('onRequest', app.authenticate);
  const errors = errorAnswers(401, 404, 409, 422, 429);
  const placing = routeRateLimit(ORDER_PLACING_RATE_LIMIT);

  r.post(
    '/orders',
    {
      config: placing,
      schema: {
        tags: ['orders'],
        body: CreateOrderBodySchema,
        response: { 201: OrderAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      const row = await placeOrder(app, { userId, ...request.body });
      return reply
        .code(201)
        .send({ success: true as const, data: (await repo.forCustomer(row.id, userId))! });
    },
  );

  r.get(
    '/orders/mine',
    {
      schema: {
        tags: ['orders'],
        querystring: MyOrdersQuerySchema,
        response: { 200: OrderListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await repo.listForCustomer(request.auth!.userId, { page, pageSize });
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.post(
    '/orders/:id/renew',
    {
      config: placing,
      schema: {
        tags: ['orders'],
        params: IdParamsSchema,
        response: { 201: OrderAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      const previous = await repo.forCustomer(request.params.id, userId);
      if (!previous) throw notFound(NOT_FOUND);
      if (!RENEWABLE.has(previous.status) || !previous.serviceId) {
        throw conflict('Only an active or expired subscription can be renewed');
      }
      const row = await placeOrder(app, {
        userId,
        serviceId: previous.serviceId,
        renewalOf: previous.id,
      });
      return reply
        .code(201)
        .send({ success: true as const, data: (await repo.forCustomer(row.id, userId))! });
    },
  );
}

function csvOf(repo: OrdersRepository, query: AdminOrderExportQuery): Readable {
  async function* rows() {
    for await (const { order, customer } of repo.exportRows(query)) {
      yield [
        order.orderNumber,
        order.createdAt,
        order.status,
        customer.name,
        customer.email,
        order.serviceName,
        order.subtotal,
        order.discount,
        order.total,
        order.currency,
        order.promoCode,
        order.startsAt,
        order.expiresAt,
      ];
    }
  }
  return csvStream(ORDER_CSV_COLUMNS, rows());
}

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminOrdersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createOrdersRepository(app.db);
  const errors = errorAnswers(401, 403, 404, 409, 422);

  r.get(
    '/orders',
    {
      schema: {
        tags: ['admin: orders'],
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await repo.adminList(request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  // Declared before `/orders/:id`, though Fastify's router prefers the static path anyway.
  r.get(
    '/orders/export.csv',
    {
      // Streamed: already compressed or not, it is never buffered whole.
      schema: {
        tags: ['admin: orders'],
        querystring: AdminOrderExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      // The answer is a byte stream, not an object the route's schemas would serialise.
      const raw: FastifyReply = reply;
      return raw
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(csvOf(repo, request.query));
    },
  );

  r.get(
    '/orders/:id',
    {
      schema: {
        tags: ['admin: orders'],
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: AdminOrderAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const order = await repo.adminGet(request.params.id);
      if (!order) throw notFound(NOT_FOUND);
      return { success: true as const, data: order };
    },
  );

  r.patch(
    '/orders/:id',
    {
      schema: {
        tags: ['admin: orders'],
        params: IdParamsSchema,
        body: UpdateOrderBodySchema,
        response: { 200: AdminOrderAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await changeOrder(app, {
        id: request.params.id,
        actorId: request.auth!.userId,
        ...request.body,
      });
      return { success: true as const, data: (await repo.adminGet(request.params.id))! };
    },
  );
}
