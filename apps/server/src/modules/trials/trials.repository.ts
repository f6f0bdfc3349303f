import {
  TRIAL_REFUSALS,
  type AdminTrial,
  type AdminTrialListQuery,
  type Trial,
  type TrialRefusal,
  type TrialSettings,
  type TrialStatus,
} from '@streamfront/contract';
import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, orderFor, pageOf, searchAny } from '../../db/list-query.ts';
import {
  orders,
  services,
  siteSettings,
  trialRefusals,
  trials,
  users,
  type OrderRow,
  type TrialRow,
} from '../../db/schema/index.ts';
import { trialConverted } from '../../db/trial-conversion.ts';

const SORT = { startsAt: trials.startsAt, endsAt: trials.endsAt };

/** Where a trial stands at `now`: an admin's revoke wins, then its order running or not. */
function statusOf(trial: TrialRow, order: Pick<OrderRow, 'status'>, now: Date): TrialStatus {
  if (trial.revokedAt) return 'revoked';
  return order.status === 'active' && trial.endsAt > now ? 'running' : 'ended';
}

function statusWhere(status: TrialStatus | undefined, now: Date): SQL | undefined {
  if (status === 'revoked') return isNotNull(trials.revokedAt);
  if (status === 'running')
    return and(
      isNull(trials.revokedAt),
      eq(orders.status, 'active'),
      sql`${trials.endsAt} > ${now.toISOString()}`,
    );
  if (status === 'ended')
    return and(
      isNull(trials.revokedAt),
      sql`(${orders.status} <> 'active' or ${trials.endsAt} <= ${now.toISOString()})`,
    );
  return undefined;
}

/** A trial as the customer's answer shows it; the admin's adds the customer and conversion. */
export function toTrial(trial: TrialRow, order: OrderRow, now: Date): Trial {
  return {
    _id: trial.id,
    id: trial.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    serviceId: trial.serviceId,
    serviceName: order.serviceName,
    status: statusOf(trial, order, now),
    startsAt: trial.startsAt.toISOString(),
    endsAt: trial.endsAt.toISOString(),
  };
}

/** The SQL of free trials: the abuse checks' counts, the admin list, the settings. */
export function createTrialsRepository(db: Db) {
  /**
   * One trial taken at a time across every instance: the checks below count rows that only
   * this lock's holder may add, so two requests never both see "none yet". Held until commit.
   */
  const TRIAL_LOCK = 0x7472_6961; // "tria"

  function toAdminTrial(
    row: {
      trial: TrialRow;
      order: OrderRow;
      customer: AdminTrial['customer'];
      converted: boolean;
    },
    now: Date,
  ): AdminTrial {
    const { trial, order, customer, converted } = row;
    return {
      ...toTrial(trial, order, now),
      customer,
      converted,
      revokedAt: trial.revokedAt?.toISOString() ?? null,
    };
  }

  const listColumns = {
    trial: trials,
    order: orders,
    customer: { id: users.id, name: users.name, email: users.email },
    converted: trialConverted(),
  };

  return {
    async lockForTrial(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${TRIAL_LOCK})`);
    },

    async settings(): Promise<TrialSettings> {
      const [row] = await db
        .select({ dailyCap: siteSettings.trialDailyCap, paused: siteSettings.trialsPaused })
        .from(siteSettings)
        .where(eq(siteSettings.id, 1));
      return row ?? { dailyCap: 0, paused: true };
    },

    async updateSettings(settings: TrialSettings): Promise<TrialSettings> {
      const [row] = await db
        .update(siteSettings)
        .set({
          trialDailyCap: settings.dailyCap,
          trialsPaused: settings.paused,
          updatedAt: new Date(),
        })
        .where(eq(siteSettings.id, 1))
        .returning({ dailyCap: siteSettings.trialDailyCap, paused: siteSettings.trialsPaused });
      return row!;
    },

    /** The package a trial is asked for: active, with its trial length. */
    async trialPackage(serviceId: string) {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.id, serviceId), eq(services.active, true)));
      return row;
    },

    /** The account asking: its current email and when it was verified (null: not yet). */
    async account(userId: string) {
      const [row] = await db
        .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Whether this customer, or this normalised mailbox (any of `emailKeys`: as it is, and as
     * a closed account keeps it), has had a trial already.
     */
    async takenBy(userId: string, emailKeys: string[]): Promise<boolean> {
      const [row] = await db
        .select({ id: trials.id })
        .from(trials)
        .where(or(eq(trials.userId, userId), inArray(trials.emailKey, emailKeys)))
        .limit(1);
      return row !== undefined;
    },

    async countFromAddress(addressKey: string, day: string): Promise<number> {
      const [row] = await db
        .select({ n: countAll })
        .from(trials)
        .where(and(eq(trials.addressKey, addressKey), eq(trials.day, day)));
      return row?.n ?? 0;
    },

    async countOnDay(day: string): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(trials).where(eq(trials.day, day));
      return row?.n ?? 0;
    },

    async insert(values: typeof trials.$inferInsert): Promise<TrialRow> {
      const [row] = await db.insert(trials).values(values).returning();
      return row!;
    },

    async refuse(reason: TrialRefusal, userId: string | null): Promise<void> {
      await db.insert(trialRefusals).values({ reason, userId });
    },

    /** Refusals since `since`, by reason: every reason present, 0 when none. */
    async refusalCounts(since: Date): Promise<Record<TrialRefusal, number>> {
      const rows = await db
        .select({ reason: trialRefusals.reason, n: countAll })
        .from(trialRefusals)
        .where(gte(trialRefusals.createdAt, since))
        .groupBy(trialRefusals.reason);
      const counts = Object.fromEntries(TRIAL_REFUSALS.map((r) => [r, 0])) as Record<
        TrialRefusal,
        number
      >;
      for (const row of rows) counts[row.reason] = row.n;
      return counts;
    },

    async list(query: AdminTrialListQuery, now: Date) {
      const where = and(
        searchAny(query.q, [users.email, users.name, orders.orderNumber]),
        statusWhere(query.status, now),
        query.converted === undefined
          ? undefined
          : query.converted === 'true'
            ? trialConverted()
            : sql`not ${trialConverted()}`,
      );
      const page = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select(listColumns)
            .from(trials)
            .innerJoin(orders, eq(orders.id, trials.orderId))
            .innerJoin(users, eq(users.id, trials.userId))
            .where(where)
            .orderBy(...orderFor(query.sort, SORT, trials.id))
            .limit(limit)
            .offset(offset),
        () =>
          db
            .select({ total: countAll })
            .from(trials)
            .innerJoin(orders, eq(orders.id, trials.orderId))
            .innerJoin(users, eq(users.id, trials.userId))
            .where(where),
      );
      return { items: page.items.map((row) => toAdminTrial(row, now)), total: page.total };
    },

    async one(id: string, now: Date): Promise<AdminTrial | undefined> {
      const [row] = await db
        .select(listColumns)
        .from(trials)
        .innerJoin(orders, eq(orders.id, trials.orderId))
        .innerJoin(users, eq(users.id, trials.userId))
        .where(eq(trials.id, id));
      return row && toAdminTrial(row, now);
    },

    async lock(id: string): Promise<TrialRow | undefined> {
      const [row] = await db.select().from(trials).where(eq(trials.id, id)).for('update');
      return row;
    },

    async update(id: string, patch: Partial<typeof trials.$inferInsert>): Promise<TrialRow> {
      const [row] = await db.update(trials).set(patch).where(eq(trials.id, id)).returning();
      return row!;
    },

    /**
     * Running trials whose "ends soon" mail is due at `now` and not sent: a quarter of the
     * trial left, and at most a day (decision 055). Locked, skipping rows another instance holds.
     */
    async endingNoticeDue(now: Date, limit: number) {
      return db
        .select({ trial: trials, order: orders })
        .from(trials)
        .innerJoin(orders, eq(orders.id, trials.orderId))
        .where(
          and(
            isNull(trials.endingNoticeAt),
            isNull(trials.revokedAt),
            eq(orders.status, 'active'),
            sql`${trials.endsAt} > ${now.toISOString()}`,
            lte(
              trials.endsAt,
              sql`${now.toISOString()}::timestamptz + least(interval '1 day', (${trials.endsAt} - ${trials.startsAt}) / 4)`,
            ),
          ),
        )
        .limit(limit)
        .for('update', { of: trials, skipLocked: true });
    },
  };
}

export type TrialsRepository = ReturnType<typeof createTrialsRepository>;
