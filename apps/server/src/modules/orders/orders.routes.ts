import type { Readable } from 'node:stream';
import {
  CARD_PAYMENTS_OFF_MESSAGE,
  AdminOrderAnswerSchema,
  AdminOrderExportQuerySchema,
  AdminOrderListAnswerSchema,
  AdminOrderListQuerySchema,
  CacheBustSchema,
  CreateOrderBodySchema,
  IdParamsSchema,
  MyOrdersQuerySchema,
  ORDER_CSV_COLUMNS,
  PAID_WITH_LABELS,
  OrderAnswerSchema,
  OrderListAnswerSchema,
  PlacedOrderAnswerSchema,
  UpdateOrderBodySchema,
  errorAnswers,
  type AdminOrderExportQuery,
  type OrderStatus,
  ORDER_PLACING_RATE_LIMIT,
} from '@streamfront/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrderRow } from '../../db/schema/index.ts';
import { conflict, notFound, unprocessable } from '../../plugins/http-errors.ts';
import { csvStream } from '../../lib/csv.ts';
import { createOrdersRepository, type OrdersRepository } from './orders.repository.ts';
import { changeOrder, placeOrder } from './orders.service.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';

const NOT_FOUND = 'Order not found';
/** Only a subscription that ran (or runs) can be renewed. */
const RENEWABLE = new Set(['active', 'expired']);

/**
 * Opens the card processor's checkout page for a card order and answers its address
 * (modules/payments, handed in by app.ts); null when card payments are not set up.
 */
export type OpenCardCheckout = (order: OrderRow) => Promise<string>;

/** A signed-in customer's own orders: every query is scoped to the caller. */
export async function ordersRoutes(
  app: FastifyInstance,
  options: { openCardCheckout: OpenCardCheckout | null },
) {
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
        response: { 201: PlacedOrderAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      const { openCardCheckout } = options;
      if (request.body.paymentMethod === 'card' && !openCardCheckout) {
        throw unprocessable(
          { paymentMethod: [CARD_PAYMENTS_OFF_MESSAGE] },
          CARD_PAYMENTS_OFF_MESSAGE,
        );
      }
      const row = await placeOrder(app, { userId, ...request.body });
      let checkoutUrl: string | undefined;
      if (row.paymentMethod === 'card' && openCardCheckout) {
        try {
          checkoutUrl = await openCardCheckout(row);
        } catch (error) {
          // The order is placed: the customer opens the payment page from its return page.
          request.log.warn({ err: error, orderId: row.id }, 'no card checkout for a new order');
        }
      }
      const order = (await repo.forCustomer(row.id, userId))!;
      return reply.code(201).send({
        success: true as const,
        data: checkoutUrl ? { ...order, checkoutUrl } : order,
      });
    },
  );

  // The card return page reads its order's real state here (never the address it came back to).
  r.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: OrderAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const order = await repo.forCustomer(request.params.id, request.auth!.userId);
      if (!order) throw notFound(NOT_FOUND);
      return { success: true as const, data: order };
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
    for await (const { order, customer, documents } of repo.exportRows(query)) {
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
        order.paidWith && PAID_WITH_LABELS[order.paidWith],
        order.promoCode,
        order.startsAt,
        order.expiresAt,
        documents.invoiceNumber,
        documents.creditNoteNumber,
      ];
    }
  }
  return csvStream(ORDER_CSV_COLUMNS, rows());
}

/**
 * An admin's refund (modules/payments, handed in by app.ts): a card payment goes back through
 * the card processor before the order is recorded as refunded; any other only moves.
 */
export type RefundOrder = (input: {
  id: string;
  actorId: string;
  from?: OrderStatus | undefined;
  note?: string | null | undefined;
}) => Promise<void>;

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminOrdersRoutes(
  app: FastifyInstance,
  options: { refundOrder: RefundOrder },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createOrdersRepository(app.db);
  // 503: a refund through the card processor, which could not be reached.
  const errors = errorAnswers(401, 403, 404, 409, 422, 503);

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
      const { status, from, note } = request.body;
      const actorId = request.auth!.userId;
      if (status === 'refunded') {
        // The one way to refund, whichever route asks: a card payment must go back for real.
        await options.refundOrder({ id: request.params.id, actorId, from, note });
      } else {
        await changeOrder(app, { id: request.params.id, actorId, ...request.body });
      }
      return { success: true as const, data: (await repo.adminGet(request.params.id))! };
    },
  );
}
