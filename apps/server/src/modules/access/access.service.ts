import {
  AccessDetailsFieldsSchema,
  type AccessDetails,
  type SubscriptionEvent,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrderRow, SubscriptionAccessRow, WebhookDeliveryRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createWebhooksRepository } from '../webhooks/webhooks.repository.ts';
import { queueProvisioningDelivery, queueWebhookEvent } from '../webhooks/queue-webhook.ts';
import { createAccessRepository, type SealedDetails } from './access.repository.ts';
import { drawPassword, drawUsername } from './built-in-credentials.ts';

const DAY_MS = 86_400_000;

/** What the connector events say of a subscription: never a password. */
async function subscriptionData(tx: Db, order: OrderRow, access: SubscriptionAccessRow) {
  const customer = await createAccessRepository(tx).customer(order.userId);
  return {
    subscriptionId: access.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    customer: customer ?? { id: order.userId, name: '', email: '' },
    package: { id: order.serviceId, name: order.serviceName, periodMonths: order.periodMonths },
    screens: access.screens,
    username: access.username,
    startsAt: order.startsAt?.toISOString() ?? null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
    trial: order.trial,
  };
}

/**
 * Tells the connector (webhook) and the business's endpoints of `event`. `key` makes it
 * once: a second activation or a retried job queues nothing more. With the webhook
 * connector the access waits (`pending`) until the delivery is answered.
 */
async function announce(
  app: FastifyInstance,
  tx: Db,
  event: SubscriptionEvent,
  order: OrderRow,
  access: SubscriptionAccessRow,
  key: string,
): Promise<SubscriptionAccessRow> {
  const data = await subscriptionData(tx, order, access);
  const idempotencyKey = `${access.id}.${key}`;
  await queueWebhookEvent(app, tx, event, data, { idempotencyKey, orderId: order.id });
  const { connector } = await createAccessRepository(tx).connector();
  if (connector !== 'webhook') return access;
  const queued = await queueProvisioningDelivery(app, tx, {
    event,
    data,
    idempotencyKey,
    orderId: order.id,
  });
  if (!queued) return access;
  return createAccessRepository(tx).update(access.id, { provisioning: 'pending' });
}

/** New built-in credentials, sealed; a drawn username already taken is drawn again. */
async function builtInDetails(app: FastifyInstance, tx: Db): Promise<SealedDetails> {
  const repo = createAccessRepository(tx);
  let username = drawUsername();
  while (await repo.usernameTaken(username)) username = drawUsername();
  return {
    username,
    passwordSealed: app.secrets.seal(drawPassword()),
    serverUrl: null,
    portalUrl: null,
    activationCodeSealed: null,
  };
}

/**
 * An order has just become active: its subscription gets access. A renewal takes over the
 * access of the order it renews (same username, the business's line extended, or brought
 * back if it had ended); any other order gets new access from the connector: built-in
 * credentials at once, or a `subscription.activated` delivery whose answer brings them.
 */
async function startAccess(app: FastifyInstance, tx: Db, order: OrderRow) {
  const repo = createAccessRepository(tx);
  if (await repo.lockOfOrder(order.id)) return;
  const screens = await repo.screensOf(order.serviceId);
  const previous = order.renewalOf ? await repo.lockOfOrder(order.renewalOf) : undefined;
  if (previous) {
    // An admin's hold is the admin's to lift: a payment does not.
    const held = previous.state === 'suspended' && previous.suspendedBy === 'admin';
    const moved = await repo.update(previous.id, {
      orderId: order.id,
      screens,
      ...(!held && { state: 'active', suspendedBy: null, graceEndsAt: null }),
    });
    const event =
      previous.state === 'active' || held ? 'subscription.extended' : 'subscription.reactivated';
    await announce(app, tx, event, order, moved, `${event}.${order.id}`);
    return;
  }
  const { connector } = await repo.connector();
  const access = await repo.insert({
    orderId: order.id,
    userId: order.userId,
    screens,
    provisioning: connector === 'built-in' ? 'ready' : 'pending',
    details: connector === 'built-in' ? await builtInDetails(app, tx) : null,
  });
  if (access) await announce(app, tx, 'subscription.activated', order, access, `activated`);
}

/**
 * An order has ended: the access it carries with it, unless a paid renewal is about to take
 * it over, or the order it renewed is still running (a renewal started early, then refunded:
 * the access goes back to that one). An unpaid end suspends it for the grace period (a
 * renewal paid within it brings it back); a refund, or no grace, ends it at once.
 */
async function endAccess(app: FastifyInstance, tx: Db, order: OrderRow, now: Date) {
  const repo = createAccessRepository(tx);
  const access = await repo.lockOfOrder(order.id);
  if (!access || access.state === 'ended') return;
  if (await repo.renewalWaiting(order.id)) return;
  const renewed = order.renewalOf ? await repo.order(order.renewalOf) : undefined;
  if (renewed?.status === 'active' && renewed.expiresAt && renewed.expiresAt > now) {
    await repo.update(access.id, { orderId: renewed.id });
    return;
  }
  // A trial that ends is over: no grace keeps a free login suspended for a renewal.
  if (order.trial) return finishAccess(app, tx, order, access);
  const { graceDays } = await repo.connector();
  const end = order.expiresAt ?? now;
  const graceEndsAt = new Date(end.getTime() + graceDays * DAY_MS);
  if (order.status === 'expired' && graceEndsAt > now && access.state === 'active') {
    const held = await repo.update(access.id, {
      state: 'suspended',
      suspendedBy: 'grace',
      suspendedReason: null,
      graceEndsAt,
    });
    await announce(app, tx, 'subscription.suspended', order, held, `suspended.${order.id}`);
    return;
  }
  await finishAccess(app, tx, order, access);
}

async function finishAccess(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  access: SubscriptionAccessRow,
) {
  const ended = await createAccessRepository(tx).update(access.id, {
    state: 'ended',
    suspendedBy: null,
    graceEndsAt: null,
  });
  await announce(app, tx, 'subscription.ended', order, ended, `ended.${order.id}`);
}

/**
 * A customer's account closes (decision 060): every access of theirs that has not ended ends
 * now, the connector told by `subscription.ended` as when any subscription ends. With `tx`,
 * the closing's transaction. Resolves to how many ended.
 */
export async function endCustomerAccess(
  app: FastifyInstance,
  tx: Db,
  userId: string,
): Promise<number> {
  const live = await createAccessRepository(tx).liveOfCustomer(userId);
  for (const { access, order } of live) await finishAccess(app, tx, order, access);
  return live.length;
}

/**
 * Ends the accesses whose grace ran out by `now` without a renewal (the subscription sweep),
 * a batch at a time, each batch in its own transaction; rows another instance holds are
 * skipped, so each ends once. Resolves to how many ended.
 */
export async function endExpiredGrace(app: FastifyInstance, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const ended = await inTransaction(app.db, async (tx) => {
      const due = await createAccessRepository(tx).graceOver(now, 100);
      for (const { access, order } of due) await finishAccess(app, tx, order, access);
      return due.length;
    });
    total += ended;
    if (ended < 100) return total;
  }
}

/**
 * Gives access to running subscriptions that have none: those of an install upgraded from
 * before access details (and the demo's, on first start), by the connector's usual way. Part
 * of the subscription sweep: once across instances, retried. Resolves to how many.
 */
export async function provisionMissingAccess(app: FastifyInstance, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const made = await inTransaction(app.db, async (tx) => {
      const missing = await createAccessRepository(tx).runningWithout(now, 100);
      for (const order of missing) await startAccess(app, tx, order);
      return missing.length;
    });
    total += made;
    if (made < 100) return total;
  }
}

/**
 * An admin holds a subscription's access (abuse, a chargeback): suspended until an admin
 * resumes it; payments and renewals do not lift it.
 */
export async function suspendAccess(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  access: SubscriptionAccessRow,
  reason: string,
): Promise<SubscriptionAccessRow> {
  const held = await createAccessRepository(tx).update(access.id, {
    state: 'suspended',
    suspendedBy: 'admin',
    suspendedReason: reason,
    graceEndsAt: null,
  });
  await announce(
    app,
    tx,
    'subscription.suspended',
    order,
    held,
    `suspended.${held.updatedAt.getTime()}`,
  );
  return held;
}

/** An admin lifts a hold: the access is active again while its order runs. */
export async function resumeAccess(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  access: SubscriptionAccessRow,
): Promise<SubscriptionAccessRow> {
  const back = await createAccessRepository(tx).update(access.id, {
    state: 'active',
    suspendedBy: null,
    suspendedReason: null,
  });
  await announce(
    app,
    tx,
    'subscription.reactivated',
    order,
    back,
    `reactivated.${back.updatedAt.getTime()}`,
  );
  return back;
}

/**
 * What a change of an order's status does to its access, with `tx`, the transaction of the
 * change (orders.service.ts `afterStatusChange`).
 */
export async function accessAfterStatusChange(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  now = new Date(),
) {
  if (order.status === 'active') await startAccess(app, tx, order);
  else if (order.status === 'expired' || order.status === 'refunded')
    await endAccess(app, tx, order, now);
}

/**
 * `accessAfterExtension` for many orders at once (a compensation's batch): when nobody
 * listens (built-in connector, no endpoint taking `subscription.extended`), nothing is read
 * per order.
 */
export async function accessAfterExtensions(app: FastifyInstance, tx: Db, orders: OrderRow[]) {
  const { connector } = await createAccessRepository(tx).connector();
  const listeners = await createWebhooksRepository(tx).endpointsFor('subscription.extended');
  if (connector !== 'webhook' && listeners.length === 0) return;
  for (const order of orders) await accessAfterExtension(app, tx, order);
}

/** A running subscription's end moved later (an admin's extension, a compensation). */
export async function accessAfterExtension(app: FastifyInstance, tx: Db, order: OrderRow) {
  const access = await createAccessRepository(tx).lockOfOrder(order.id);
  if (!access) return;
  await announce(
    app,
    tx,
    'subscription.extended',
    order,
    access,
    `extended.${order.id}.${order.expiresAt?.getTime()}`,
  );
}

/**
 * A new password for the access: drawn here with the built-in connector, asked of the
 * business's system with the webhook one (`subscription.access_reset`, whose answer brings
 * it). Resolves to the access as it now is.
 */
export async function resetAccessPassword(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  access: SubscriptionAccessRow,
  now: Date,
): Promise<SubscriptionAccessRow> {
  const repo = createAccessRepository(tx);
  const { connector } = await repo.connector();
  const reset = await repo.update(access.id, {
    resetAt: now,
    ...(connector === 'built-in' && { passwordSealed: app.secrets.seal(drawPassword()) }),
  });
  return announce(app, tx, 'subscription.access_reset', order, reset, `reset.${now.getTime()}`);
}

/** Sets the details an admin typed, or a connector answered; a field left out keeps its value. */
export async function storeAccessDetails(
  app: FastifyInstance,
  tx: Db,
  access: SubscriptionAccessRow,
  details: Partial<Omit<AccessDetails, 'screens'>>,
): Promise<SubscriptionAccessRow> {
  const patch: Partial<SealedDetails> = {};
  if (details.username !== undefined) patch.username = details.username;
  if (details.password !== undefined) patch.passwordSealed = app.secrets.seal(details.password);
  if (details.serverUrl !== undefined) patch.serverUrl = details.serverUrl;
  if (details.portalUrl !== undefined) patch.portalUrl = details.portalUrl;
  if (details.activationCode !== undefined)
    patch.activationCodeSealed = details.activationCode
      ? app.secrets.seal(details.activationCode)
      : null;
  return createAccessRepository(tx).update(access.id, { ...patch, provisioning: 'ready' });
}

/** The access's details, opened; null until the connector has given a username and password. */
export function openAccess(
  app: FastifyInstance,
  access: SubscriptionAccessRow,
): AccessDetails | null {
  if (!access.username || !access.passwordSealed) return null;
  return {
    username: access.username,
    password: app.secrets.open(access.passwordSealed),
    serverUrl: access.serverUrl,
    portalUrl: access.portalUrl,
    activationCode: access.activationCodeSealed
      ? app.secrets.open(access.activationCodeSealed)
      : null,
    screens: access.screens,
  };
}

/** The subscription a connector delivery is about, as its event's data names it. */
function aboutSubscription(delivery: WebhookDeliveryRow) {
  const data = (delivery.payload as { data?: { subscriptionId?: unknown; orderNumber?: unknown } })
    .data;
  return {
    subscriptionId: typeof data?.subscriptionId === 'string' ? data.subscriptionId : null,
    orderNumber: typeof data?.orderNumber === 'string' ? data.orderNumber : '',
  };
}

/**
 * A 2xx from the provisioning connector, in the transaction that marks the delivery done:
 * the access details it returned are stored. An activation or reset answered without a
 * username and password is a failure (thrown: the delivery is tried again, then dead).
 */
export async function provisioningAnswered(
  app: FastifyInstance,
  tx: Db,
  delivery: WebhookDeliveryRow,
  answer: unknown,
) {
  const { subscriptionId } = aboutSubscription(delivery);
  if (!subscriptionId) return;
  const access = await createAccessRepository(tx).lockById(subscriptionId);
  if (!access) return;
  const parsed = AccessDetailsFieldsSchema.partial().safeParse(answer ?? {});
  const details = parsed.success ? parsed.data : {};
  const required =
    delivery.event === 'subscription.activated'
      ? (['username', 'password'] as const)
      : delivery.event === 'subscription.access_reset'
        ? (['password'] as const)
        : [];
  const missing = required.filter((field) => details[field] === undefined);
  // An activation whose login an admin has since typed in by hand is not waiting for one.
  const typedByHand = delivery.event === 'subscription.activated' && access.passwordSealed;
  if (missing.length > 0 && !typedByHand) {
    throw new Error(`The connector answered ${delivery.event} without: ${missing.join(', ')}`);
  }
  await storeAccessDetails(app, tx, access, details);
}

/** The connector's last try failed: the access is marked so, and the admins are told. */
export async function provisioningDead(
  app: FastifyInstance,
  delivery: WebhookDeliveryRow,
  error: string,
) {
  const { subscriptionId, orderNumber } = aboutSubscription(delivery);
  if (subscriptionId) {
    const repo = createAccessRepository(app.db);
    const access = await repo.lockById(subscriptionId);
    if (access) await repo.update(access.id, { provisioning: 'failed' });
  }
  await app.notify.adminsAfterSave({
    type: 'error',
    title: 'Provisioning failed',
    message:
      `The provisioning connector did not take ${delivery.event} for order ${orderNumber}: ${error}`.slice(
        0,
        500,
      ),
    link: delivery.orderId ? `/admin/orders?order=${delivery.orderId}` : '/admin/orders',
  });
}
