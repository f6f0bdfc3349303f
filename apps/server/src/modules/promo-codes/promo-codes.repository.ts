import {
  discountFor,
  type PromoCode,
  type PromoCodeCreateBody,
  type PromoCodeListQuery,
  type PromoCodeUpdateBody,
  type PromoRefusal,
} from '@streamfront/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, orderFor, pageOf, searchAny } from '../../db/list-query.ts';
import {
  promoCodes,
  promoRedemptions,
  services,
  type PromoCodeRow,
} from '../../db/schema/index.ts';

// Written out rather than with column objects: Drizzle prints columns without their table
// when a query has no join, and inside this subquery `id` would then mean the order's id.
const revenue = sql<number>`coalesce((
  select sum(o.total) from orders o
  where o.promo_code_id = promo_codes.id and o.status in ('paid', 'active', 'expired')
), 0)::int`;

export function toPromoCode(row: PromoCodeRow, earned: number): PromoCode {
  return {
    _id: row.id,
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    currency: row.currency,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    serviceIds: row.serviceIds,
    active: row.active,
    uses: row.uses,
    revenue: Number(earned),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What audit rows keep of a code. */
export function promoSummary(code: PromoCode) {
  const { _id, id, uses, revenue: earned, createdAt, updatedAt, ...fields } = code;
  void [_id, id, uses, earned, createdAt, updatedAt];
  return fields;
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

function columnsOf(body: PromoCodeUpdateBody) {
  const { validFrom, validUntil, ...rest } = body;
  return {
    ...rest,
    // A percentage is the same in every currency.
    ...(body.discountType === 'percent' ? { currency: null } : {}),
    ...(validFrom !== undefined ? { validFrom: toDate(validFrom) } : {}),
    ...(validUntil !== undefined ? { validUntil: toDate(validUntil) } : {}),
  };
}

export type PromoDecision =
  | { ok: true; promo: PromoCodeRow; discount: number }
  | { ok: false; reason: PromoRefusal; codeCurrency?: string | null };

export function createPromoCodesRepository(db: Db) {
  const one = async (id: string) => {
    const [row] = await db
      .select({ row: promoCodes, revenue })
      .from(promoCodes)
      .where(eq(promoCodes.id, id));
    return row && toPromoCode(row.row, row.revenue);
  };

  const usesBy = async (promoCodeId: string, userId: string) => {
    const [row] = await db
      .select({ total: countAll })
      .from(promoRedemptions)
      .where(
        and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)),
      );
    return Number(row?.total ?? 0);
  };

  return {
    get: one,

    /** The package a code is checked against: only one on sale can be ordered. */
    async saleablePackage(serviceId: string) {
      const [row] = await db
        .select({ id: services.id, price: services.price, currency: services.currency })
        .from(services)
        .where(and(eq(services.id, serviceId), eq(services.active, true)));
      return row;
    },

    async list(query: PromoCodeListQuery) {
      const where = and(
        searchAny(query.q, [promoCodes.code]),
        query.active ? eq(promoCodes.active, query.active === 'true') : undefined,
      );
      const order = orderFor(
        query.sort,
        {
          createdAt: promoCodes.createdAt,
          code: sql`lower(${promoCodes.code})`,
          uses: promoCodes.uses,
          validUntil: promoCodes.validUntil,
        },
        promoCodes.id,
      );
      const page = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select({ row: promoCodes, revenue })
            .from(promoCodes)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(promoCodes).where(where),
      );
      return { items: page.items.map((r) => toPromoCode(r.row, r.revenue)), total: page.total };
    },

    async codeTaken(code: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(sql`lower(${promoCodes.code}) = lower(${code})`);
      return rows.some((row) => row.id !== exceptId);
    },

    async create(body: PromoCodeCreateBody): Promise<PromoCode> {
      const [row] = await db
        .insert(promoCodes)
        .values(columnsOf(body) as typeof promoCodes.$inferInsert)
        .returning();
      return toPromoCode(row!, 0);
    },

    async update(id: string, body: PromoCodeUpdateBody): Promise<PromoCode | undefined> {
      const [row] = await db
        .update(promoCodes)
        .set({ ...columnsOf(body), updatedAt: new Date() })
        .where(eq(promoCodes.id, id))
        .returning({ id: promoCodes.id });
      return row && one(row.id);
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(promoCodes)
        .where(eq(promoCodes.id, id))
        .returning({ id: promoCodes.id });
      return rows.length > 0;
    },

    /**
     * Whether `code` takes money off `subtotal` for this package and customer (null: a
     * visitor, whose own uses cannot be counted yet). Read-only: `redeem` is what counts.
     */
    async check(
      code: string,
      service: { id: string; price: number; currency: string },
      userId: string | null,
      now = new Date(),
    ): Promise<PromoDecision> {
      const serviceId = service.id;
      const subtotal = service.price;
      const [promo] = await db
        .select()
        .from(promoCodes)
        .where(sql`lower(${promoCodes.code}) = lower(${code})`);
      // A switched-off code is, to a customer, a code that does not exist.
      if (!promo || !promo.active) return { ok: false, reason: 'unknown' };
      if (promo.validFrom && now < promo.validFrom) return { ok: false, reason: 'not_yet_valid' };
      if (promo.validUntil && now > promo.validUntil) return { ok: false, reason: 'expired' };
      if (promo.serviceIds.length > 0 && !promo.serviceIds.includes(serviceId)) {
        return { ok: false, reason: 'not_for_this_package' };
      }
      if (promo.discountType === 'fixed' && promo.currency !== service.currency) {
        return { ok: false, reason: 'wrong_currency', codeCurrency: promo.currency };
      }
      if (promo.maxUses !== null && promo.uses >= promo.maxUses)
        return { ok: false, reason: 'used_up' };
      if (userId && promo.maxUsesPerCustomer !== null) {
        if ((await usesBy(promo.id, userId)) >= promo.maxUsesPerCustomer) {
          return { ok: false, reason: 'already_used' };
        }
      }
      return {
        ok: true,
        promo,
        discount: discountFor(subtotal, promo.discountType, promo.discountValue),
      };
    },

    /**
     * Counts one use for `orderId`; call it with the order's transaction. The conditional
     * UPDATE takes the code's row lock and re-reads `uses` under it, so of two orders racing
     * for the last use only one gets a row back; the per-customer count runs while that lock
     * is held, so one customer's two tabs are counted one after the other too.
     */
    async redeem(
      promoCodeId: string,
      userId: string,
      orderId: string,
    ): Promise<PromoRefusal | null> {
      const [counted] = await db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(
          and(
            eq(promoCodes.id, promoCodeId),
            sql`(${promoCodes.maxUses} is null or ${promoCodes.uses} < ${promoCodes.maxUses})`,
          ),
        )
        .returning({ maxUsesPerCustomer: promoCodes.maxUsesPerCustomer });
      if (!counted) return 'used_up';
      if (
        counted.maxUsesPerCustomer !== null &&
        (await usesBy(promoCodeId, userId)) >= counted.maxUsesPerCustomer
      ) {
        return 'already_used';
      }
      await db.insert(promoRedemptions).values({ promoCodeId, userId, orderId });
      return null;
    },

    /** A cancelled order gives its use back. */
    async release(orderId: string): Promise<void> {
      const [gone] = await db
        .delete(promoRedemptions)
        .where(eq(promoRedemptions.orderId, orderId))
        .returning({ promoCodeId: promoRedemptions.promoCodeId });
      if (!gone) return;
      await db
        .update(promoCodes)
        .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
        .where(eq(promoCodes.id, gone.promoCodeId));
    },
  };
}

export type PromoCodesRepository = ReturnType<typeof createPromoCodesRepository>;
