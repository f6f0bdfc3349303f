import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  ListMeta,
  Service,
  ServiceCreateBody,
  ServiceListQuery,
  ServiceUpdateBody,
} from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { moveOnePlace } from '../../db/display-order.ts';
import { countAll, orderFor, pageOf, searchAny } from '../../db/list-query.ts';
import { services, type ServiceRow } from '../../db/schema/index.ts';

export function toService(row: ServiceRow): Service {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    periodMonths: row.periodMonths,
    maxDevices: row.maxDevices,
    features: row.features,
    highlights: row.highlights,
    popular: row.popular,
    active: row.active,
    trialHours: row.trialHours,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const displayOrder = [asc(services.sortOrder), asc(services.price), asc(services.name)];

const sortColumns = {
  sortOrder: services.sortOrder,
  name: services.name,
  price: services.price,
  periodMonths: services.periodMonths,
  createdAt: services.createdAt,
} as const;

function listFilter(query: ServiceListQuery): SQL | undefined {
  return and(
    searchAny(query.q, [services.name, services.description]),
    query.active ? eq(services.active, query.active === 'true') : undefined,
  );
}

function listOrder(sort: ServiceListQuery['sort']) {
  // The display order, then the id, break ties so that pages never overlap or skip a row.
  const [chosen] = orderFor(sort, sortColumns, services.id);
  return [chosen!, ...displayOrder, asc(services.id)];
}

/** What the audit log keeps of a package: what an admin changes and a customer pays. */
export function serviceSummary(service: Service): Record<string, unknown> {
  return {
    name: service.name,
    price: service.price,
    currency: service.currency,
    periodMonths: service.periodMonths,
    maxDevices: service.maxDevices,
    description: service.description,
    features: service.features,
    highlights: service.highlights,
    active: service.active,
    popular: service.popular,
    sortOrder: service.sortOrder,
  };
}

export function createServicesRepository(db: Db) {
  return {
    async listActive(): Promise<Service[]> {
      const rows = await db
        .select()
        .from(services)
        .where(eq(services.active, true))
        .orderBy(...displayOrder);
      return rows.map(toService);
    },

    /** One page of every package, hidden ones too, with the total that matched. */
    async listPage(query: ServiceListQuery): Promise<{ rows: Service[]; meta: ListMeta }> {
      const where = listFilter(query);
      const { items, total } = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select()
            .from(services)
            .where(where)
            .orderBy(...listOrder(query.sort))
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(services).where(where),
      );
      return {
        rows: items.map(toService),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    /** Moves a package one place up or down the display order (db/display-order.ts). */
    async move(id: string, direction: 'up' | 'down'): Promise<Service | undefined> {
      const moved = await moveOnePlace(
        db,
        services,
        [...displayOrder, asc(services.id)],
        id,
        direction,
      );
      return moved && toService(moved);
    },

    async get(id: string): Promise<Service | undefined> {
      const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
      return row && toService(row);
    },

    async create(input: ServiceCreateBody): Promise<Service> {
      // Without an order of its own, a new package goes last: 10 after the last one.
      const sortOrder =
        input.sortOrder ??
        sql<number>`(select coalesce(max(${services.sortOrder}), -10) + 10 from ${services})`;
      const [row] = await db
        .insert(services)
        .values({ ...input, sortOrder })
        .returning();
      return toService(row!);
    },

    async update(id: string, patch: ServiceUpdateBody): Promise<Service | undefined> {
      const [row] = await db
        .update(services)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(services.id, id))
        .returning();
      return row && toService(row);
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(services)
        .where(eq(services.id, id))
        .returning({ id: services.id });
      return rows.length > 0;
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
