import type { FastifyInstance } from 'fastify';
import { json } from './test-app.ts';
import {
  as,
  moveBody,
  newCustomer,
  newPackage,
  placeOrder,
  type TestCustomer,
  orderIn,
} from './order-kit.ts';

export const DAY = 86_400_000;

type Admin = { token: string };

/** Moves an order along the admin API, failing loudly when the server refuses. */
export async function moveOrder(app: FastifyInstance, admin: Admin, id: string, status: string) {
  const res = await app.inject(
    as(admin, { method: 'PATCH', url: `/api/admin/orders/${id}`, payload: moveBody(status) }),
  );
  if (res.statusCode !== 200) throw new Error(`${status} failed: ${res.statusCode} ${res.body}`);
  return orderIn(res);
}

/** A new customer with one running subscription, bought and activated through the API. */
export async function runningSubscription(
  app: FastifyInstance,
  admin: Admin,
  options: {
    periodMonths?: number;
    customer?: TestCustomer;
    name?: string;
    /** A package already on sale; a new one of `periodMonths` unless given. */
    serviceId?: string;
  } = {},
) {
  const customer = options.customer ?? (await newCustomer(app, options.name));
  const serviceId =
    options.serviceId ??
    (await newPackage(app, admin, { periodMonths: options.periodMonths ?? 1 })).id;
  const placed = await placeOrder(app, customer, { serviceId });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  const { id } = orderIn(placed);
  await moveOrder(app, admin, id, 'paid');
  const order = await moveOrder(app, admin, id, 'active');
  return { customer, order, end: new Date(order.expiresAt!) };
}

/** The titles of a customer's notifications, oldest first. */
export async function noticesOf(app: FastifyInstance, customer: TestCustomer) {
  const res = await app.inject(
    as(customer, { method: 'GET', url: '/api/notifications?pageSize=100' }),
  );
  const rows = json<{ data: { title: string; message: string }[] }>(res).data;
  return rows.map((n) => n.title).reverse();
}
