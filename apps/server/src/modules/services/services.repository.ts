import { asc, eq } from 'drizzle-orm';
import type { ServiceCreateBody, ServiceUpdateBody, Service } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
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
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const displayOrder = [asc(services.sortOrder), asc(services.price), asc(services.name)];

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

    async listAll(): Promise<Service[]> {
      const rows = await db
        .select()
        .from(services)
        .orderBy(...displayOrder);
      return rows.map(toService);
    },

    async create(input: ServiceCreateBody): Promise<Service> {
      const [row] = await db.insert(services).values(input).returning();
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
