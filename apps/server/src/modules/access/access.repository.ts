import type { AccessState, ProvisioningState, SuspensionKind } from '@streamfront/contract';
import { and, desc, eq, gt, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  orders,
  services,
  siteSettings,
  subscriptionAccess,
  webhookDeliveries,
  users,
  type OrderRow,
  type SubscriptionAccessRow,
} from '../../db/schema/index.ts';

/** What is written of the details: the secrets already sealed. */
export interface SealedDetails {
  username: string;
  passwordSealed: string;
  serverUrl: string | null;
  portalUrl: string | null;
  activationCodeSealed: string | null;
}

/** How long an ended subscription still shows on `/account` (with Renew). */
const ENDED_SHOWN_MS = 30 * 86_400_000;

/** All SQL of `subscription_access`, and what it reads of orders and settings. */
export function createAccessRepository(db: Db) {
  async function lockWhere(condition: SQL): Promise<SubscriptionAccessRow | undefined> {
    const [row] = await db.select().from(subscriptionAccess).where(condition).for('update');
    return row;
  }

  /** Accesses with the order that carries each. */
  const withOrders = () =>
    db
      .select({ access: subscriptionAccess, order: orders })
      .from(subscriptionAccess)
      .innerJoin(orders, eq(orders.id, subscriptionAccess.orderId));

  return {
    async ofOrder(orderId: string): Promise<SubscriptionAccessRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptionAccess)
        .where(eq(subscriptionAccess.orderId, orderId));
      return row;
    },

    /** The access an order carries, locked for the change about to be made to it. */
    lockOfOrder: (orderId: string) => lockWhere(eq(subscriptionAccess.orderId, orderId)),

    lockById: (id: string) => lockWhere(eq(subscriptionAccess.id, id)),

    async insert(input: {
      orderId: string;
      userId: string;
      screens: number;
      provisioning: ProvisioningState;
      details: SealedDetails | null;
    }): Promise<SubscriptionAccessRow | undefined> {
      // A second activation of the same order finds the row and makes none.
      const [row] = await db
        .insert(subscriptionAccess)
        .values({
          orderId: input.orderId,
          userId: input.userId,
          screens: input.screens,
          provisioning: input.provisioning,
          ...input.details,
        })
        .onConflictDoNothing({ target: subscriptionAccess.orderId })
        .returning();
      return row;
    },

    async update(
      id: string,
      patch: Partial<SealedDetails> & {
        orderId?: string;
        state?: AccessState;
        suspendedBy?: SuspensionKind | null;
        suspendedReason?: string | null;
        graceEndsAt?: Date | null;
        provisioning?: ProvisioningState;
        screens?: number;
        resetAt?: Date;
      },
    ): Promise<SubscriptionAccessRow> {
      const [row] = await db
        .update(subscriptionAccess)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(subscriptionAccess.id, id))
        .returning();
      return row!;
    },

    /** Whether a username is taken (the built-in connector draws again). */
    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptionAccess.id })
        .from(subscriptionAccess)
        .where(eq(subscriptionAccess.username, username));
      return row !== undefined;
    },

    /** The package's screens, at activation; 1 for a package since deleted. */
    async screensOf(serviceId: string | null): Promise<number> {
      if (!serviceId) return 1;
      const [row] = await db
        .select({ maxDevices: services.maxDevices })
        .from(services)
        .where(eq(services.id, serviceId));
      return row?.maxDevices ?? 1;
    },

    async connector() {
      const [row] = await db
        .select({
          connector: siteSettings.provisioningConnector,
          url: siteSettings.provisioningUrl,
          secretSealed: siteSettings.provisioningSecretSealed,
          accessInMail: siteSettings.accessInMail,
          graceDays: siteSettings.graceDays,
        })
        .from(siteSettings)
        .where(eq(siteSettings.id, 1));
      return (
        row ?? {
          connector: 'built-in' as const,
          url: null,
          secretSealed: null,
          accessInMail: 'details' as const,
          graceDays: 7,
        }
      );
    },

    async saveConnector(patch: {
      connector: 'built-in' | 'webhook';
      url: string | null;
      secretSealed?: string;
      accessInMail?: 'details' | 'link';
      graceDays?: number;
    }) {
      await db
        .update(siteSettings)
        .set({
          provisioningConnector: patch.connector,
          provisioningUrl: patch.url,
          ...(patch.secretSealed !== undefined && { provisioningSecretSealed: patch.secretSealed }),
          ...(patch.accessInMail !== undefined && { accessInMail: patch.accessInMail }),
          ...(patch.graceDays !== undefined && { graceDays: patch.graceDays }),
          updatedAt: sql`now()`,
        })
        .where(eq(siteSettings.id, 1));
    },

    /**
     * A customer's subscriptions as `/account` lists them: the orders that carry access,
     * running or ended within the last 30 days, newest end first.
     */
    async ofCustomer(userId: string, now: Date) {
      return withOrders()
        .where(
          and(
            eq(subscriptionAccess.userId, userId),
            or(
              inArray(subscriptionAccess.state, ['active', 'suspended']),
              gt(orders.expiresAt, new Date(now.getTime() - ENDED_SHOWN_MS)),
            ),
          ),
        )
        .orderBy(desc(orders.expiresAt));
    },

    /** A customer's accesses that have not ended, with their orders, locked: their account closes. */
    async liveOfCustomer(userId: string) {
      return withOrders()
        .where(
          and(
            eq(subscriptionAccess.userId, userId),
            inArray(subscriptionAccess.state, ['active', 'suspended']),
          ),
        )
        .for('update', { of: subscriptionAccess });
    },

    async customer(userId: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** A paid renewal of `orderId` waiting to start: it takes the access over, unbroken. */
    async renewalWaiting(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.renewalOf, orderId), eq(orders.status, 'paid')))
        .limit(1);
      return row !== undefined;
    },

    async order(orderId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    /**
     * Running subscriptions without access (an install from before access details; an order
     * started outside the app's moves), locked, skipping rows another instance holds. An order
     * whose renewal has started is left out: the renewal carries its access.
     */
    async runningWithout(now: Date, limit: number) {
      const renewal = alias(orders, 'renewal');
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'active'),
            gt(orders.expiresAt, now),
            notExists(
              db
                .select({ one: sql`1` })
                .from(subscriptionAccess)
                .where(eq(subscriptionAccess.orderId, orders.id)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(renewal)
                .where(and(eq(renewal.renewalOf, orders.id), eq(renewal.status, 'active'))),
            ),
          ),
        )
        .orderBy(orders.startsAt)
        .limit(limit)
        .for('update', { of: orders, skipLocked: true });
    },

    /** Accesses whose grace ran out by `now`, locked, skipping any another instance holds. */
    async graceOver(now: Date, limit: number) {
      return withOrders()
        .where(
          and(
            eq(subscriptionAccess.state, 'suspended'),
            eq(subscriptionAccess.suspendedBy, 'grace'),
            lte(subscriptionAccess.graceEndsAt, now),
          ),
        )
        .limit(limit)
        .for('update', { of: subscriptionAccess, skipLocked: true });
    },

    /** The newest renewal of each of `orderIds` still going (not cancelled or refunded). */
    async renewalsOf(orderIds: string[]) {
      if (orderIds.length === 0)
        return new Map<
          string,
          { orderId: string; orderNumber: string; status: OrderRow['status'] }
        >();
      const rows = await db
        .select({
          renewalOf: orders.renewalOf,
          orderId: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
        })
        .from(orders)
        .where(
          and(
            inArray(orders.renewalOf, orderIds),
            inArray(orders.status, ['pending', 'paid', 'active']),
          ),
        )
        .orderBy(desc(orders.createdAt));
      const newest = new Map<
        string,
        { orderId: string; orderNumber: string; status: OrderRow['status'] }
      >();
      for (const { renewalOf, ...renewal } of rows)
        if (renewalOf && !newest.has(renewalOf)) newest.set(renewalOf, renewal);
      return newest;
    },

    /** The newest delivery to the provisioning connector about an order, if any. */
    async lastProvisioningDelivery(orderId: string) {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.orderId, orderId), isNull(webhookDeliveries.endpointId)))
        .orderBy(desc(webhookDeliveries.createdAt))
        .limit(1);
      return row;
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
