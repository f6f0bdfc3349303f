import type { AdminCustomer, AdminCustomerListQuery } from '@streamfront/contract';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, orderFor, pageOf, searchAny } from '../../db/list-query.ts';
import { orders, users } from '../../db/schema/index.ts';

/**
 * How many orders a customer placed: a correlated count, read for one page of rows only. Its
 * columns are written with their tables: drizzle names a column bare in a one-table query,
 * and a bare `id` inside the subquery would be the order's.
 */
const ordersCount = sql<number>`(select count(*)::int from ${orders} where ${orders}.user_id = ${users}.id)`;

const SORT = {
  createdAt: users.createdAt,
  name: users.name,
  email: users.email,
  ordersCount,
};

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  closedAt: users.closedAt,
  ordersCount,
};

type Row = {
  id: string;
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  closedAt: Date | null;
  ordersCount: number;
};

function toAdminCustomer(row: Row): AdminCustomer {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    verified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    ordersCount: Number(row.ordersCount),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** Admin → Customers: the customer accounts (never the admins), searched, filtered, paged. */
export function createCustomersRepository(db: Db) {
  const customer = eq(users.role, 'user');
  return {
    async list(query: AdminCustomerListQuery) {
      const status: SQL | undefined =
        query.status === 'closed'
          ? isNotNull(users.closedAt)
          : query.status === 'open'
            ? isNull(users.closedAt)
            : undefined;
      const where = and(customer, searchAny(query.q, [users.email, users.name]), status);
      const page = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select(columns)
            .from(users)
            .where(where)
            .orderBy(...orderFor(query.sort, SORT, users.id))
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(users).where(where),
      );
      return { items: page.items.map(toAdminCustomer), total: page.total };
    },

    async one(id: string): Promise<AdminCustomer | undefined> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(customer, eq(users.id, id)));
      return row && toAdminCustomer(row);
    },
  };
}
