import type { VodRequest, VodType } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { vodRequests, type VodRequestRow } from '../../db/schema/index.ts';

export function toVodRequest(row: VodRequestRow): VodRequest {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    type: row.type,
    year: row.year,
    note: row.note,
    email: row.email,
    userId: row.userId,
    status: row.status,
    noteToCustomer: row.noteToCustomer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface NewVodRequest {
  title: string;
  type: VodType;
  year?: number | undefined;
  note?: string | undefined;
  email: string;
  userId: string | null;
}

export function createVodRequestsRepository(db: Db) {
  return {
    async create(input: NewVodRequest): Promise<VodRequest> {
      const [row] = await db
        .insert(vodRequests)
        .values({ ...input, year: input.year ?? null, note: input.note ?? null })
        .returning();
      return toVodRequest(row!);
    },
  };
}

export type VodRequestsRepository = ReturnType<typeof createVodRequestsRepository>;
