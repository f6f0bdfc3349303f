import type {
  VodRequest,
  VodRequestDetail,
  VodRequestListQuery,
  VodRequestStatus,
  VodRequester,
  VodType,
} from '@streamfront/contract';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, likePattern, orderFor, pageOf } from '../../db/list-query.ts';
import { users, vodRequesters, vodRequests, type VodRequestRow } from '../../db/schema/index.ts';
import { matchKey } from '../../lib/match-key.ts';

// Written out rather than with column objects: without a join Drizzle prints columns without
// their table, and inside the subquery `id` would then mean the requester's id.
const requesterCount = sql<number>`(
  select count(*) from vod_requesters r where r.request_id = vod_requests.id
)::int`;

export function toVodRequest(row: VodRequestRow, requesters: number): VodRequest {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    type: row.type,
    year: row.year,
    status: row.status,
    noteToCustomer: row.noteToCustomer,
    requesterCount: Number(requesters),
    lastRequestedAt: row.lastRequestedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What audit rows keep of a request: the title always names it. */
export function vodRequestSummary(request: VodRequest) {
  return { title: request.title, status: request.status, noteToCustomer: request.noteToCustomer };
}

export interface NewVodRequest {
  title: string;
  type: VodType;
  year?: number | undefined;
  note?: string | undefined;
  email: string;
  userId: string | null;
}

/** What one request did: the title as it stands, and whether this person is new to it. */
export interface RequestOutcome {
  request: VodRequest;
  /** False when the title was already asked for (by anyone, this person included). */
  created: boolean;
  /** False when this address had already asked for this title: it counts once. */
  counted: boolean;
}

export function createVodRequestsRepository(db: Db) {
  const one = async (id: string) => {
    const [row] = await db
      .select({ row: vodRequests, requesterCount })
      .from(vodRequests)
      .where(eq(vodRequests.id, id));
    return row && toVodRequest(row.row, row.requesterCount);
  };

  /** Everyone who asked, first asker first, with their account's name when they had one. */
  const requesters = async (requestId: string): Promise<VodRequester[]> => {
    const rows = await db
      .select({ requester: vodRequesters, name: users.name })
      .from(vodRequesters)
      .leftJoin(users, eq(users.id, vodRequesters.userId))
      .where(eq(vodRequesters.requestId, requestId))
      .orderBy(asc(vodRequesters.createdAt), asc(vodRequesters.id));
    return rows.map(({ requester, name }) => ({
      _id: requester.id,
      id: requester.id,
      email: requester.email,
      userId: requester.userId,
      name: name ?? null,
      note: requester.note,
      createdAt: requester.createdAt.toISOString(),
    }));
  };

  return {
    get: one,

    /**
     * Adds `input.email` to the title's requesters, creating the title on its first request.
     * Call it inside a transaction. The upsert on the unique title key settles two first
     * requests racing for one title into one row; the unique (request, email) index makes a
     * second request from one address count once, however close together they arrive.
     */
    async request(input: NewVodRequest): Promise<RequestOutcome> {
      const [title] = await db
        .insert(vodRequests)
        .values({
          title: input.title,
          titleKey: matchKey(input.title),
          type: input.type,
          year: input.year ?? null,
        })
        .onConflictDoUpdate({
          target: vodRequests.titleKey,
          // A year given later fills one the first request left out; one already known stays.
          set: { year: sql`coalesce(${vodRequests.year}, excluded.year)` },
        })
        // xmax is 0 only on a row this statement inserted, not one it updated.
        .returning({ id: vodRequests.id, created: sql<boolean>`(xmax = 0)` });
      const [added] = await db
        .insert(vodRequesters)
        .values({
          requestId: title!.id,
          email: input.email,
          userId: input.userId,
          note: input.note ?? null,
        })
        .onConflictDoNothing()
        .returning({ createdAt: vodRequesters.createdAt });
      if (added && !title!.created) {
        await db
          .update(vodRequests)
          .set({ lastRequestedAt: added.createdAt })
          .where(eq(vodRequests.id, title!.id));
      }
      return {
        request: (await one(title!.id))!,
        created: Boolean(title!.created),
        counted: Boolean(added),
      };
    },

    async list(query: VodRequestListQuery) {
      const pattern = query.q ? likePattern(query.q) : undefined;
      const where = and(
        pattern
          ? or(
              ilike(vodRequests.title, pattern),
              sql`exists (select 1 from vod_requesters r
                where r.request_id = vod_requests.id and r.email ilike ${pattern})`,
            )
          : undefined,
        query.status ? eq(vodRequests.status, query.status) : undefined,
        query.type ? eq(vodRequests.type, query.type) : undefined,
      );
      const order = orderFor(
        query.sort,
        {
          lastRequestedAt: vodRequests.lastRequestedAt,
          createdAt: vodRequests.createdAt,
          title: sql`lower(${vodRequests.title})`,
          requesterCount,
        },
        vodRequests.id,
      );
      const page = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select({ row: vodRequests, requesterCount })
            .from(vodRequests)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(vodRequests).where(where),
      );
      return {
        items: page.items.map((r) => toVodRequest(r.row, r.requesterCount)),
        total: page.total,
      };
    },

    requesters,

    async detail(id: string): Promise<VodRequestDetail | undefined> {
      const request = await one(id);
      return request && { ...request, requesters: await requesters(id) };
    },

    /** The title, locked until the transaction ends: two admins' changes apply one by one. */
    async lock(id: string): Promise<VodRequest | undefined> {
      const [row] = await db
        .select({ id: vodRequests.id })
        .from(vodRequests)
        .where(eq(vodRequests.id, id))
        .for('update');
      return row && one(row.id);
    },

    async update(
      id: string,
      patch: { status?: VodRequestStatus; noteToCustomer?: string | null },
    ): Promise<VodRequest> {
      await db
        .update(vodRequests)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(vodRequests.id, id));
      return (await one(id))!;
    },
  };
}

export type VodRequestsRepository = ReturnType<typeof createVodRequestsRepository>;
