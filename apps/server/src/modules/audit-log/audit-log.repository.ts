import type { AuditEntry, AuditLogQuery } from '@streamfront/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, orderFor, pageOf, searchAny, withinDates } from '../../db/list-query.ts';
import {
  auditLog,
  events,
  orders,
  promoCodes,
  queries,
  services,
  users,
} from '../../db/schema/index.ts';

/**
 * Where each record type's readable name lives while the record exists. The id is cast only
 * once the type is known (CASE evaluates in order), so a type with non-UUID ids cannot fail.
 */
const LIVE_LABELS: Record<string, SQL> = {
  order: sql`(select ${orders.orderNumber} from ${orders} where ${orders.id} = ${auditLog.entityId}::uuid)`,
  promo_code: sql`(select ${promoCodes.code} from ${promoCodes} where ${promoCodes.id} = ${auditLog.entityId}::uuid)`,
  service: sql`(select ${services.name} from ${services} where ${services.id} = ${auditLog.entityId}::uuid)`,
  query: sql`(select coalesce(${queries.subject}, ${queries.name}) from ${queries} where ${queries.id} = ${auditLog.entityId}::uuid)`,
  event: sql`(select ${events.title} from ${events} where ${events.id} = ${auditLog.entityId}::uuid)`,
  user: sql`(select ${users.email} from ${users} where ${users.id} = ${auditLog.entityId}::uuid)`,
};

const liveLabel = sql<string | null>`case ${auditLog.entityType} ${sql.join(
  Object.entries(LIVE_LABELS).map(([type, label]) => sql`when ${type} then ${label}`),
  sql` `,
)} end`;

/** A deleted record, or a type without a table above: the name its summary kept, if any. */
const SUMMARY_NAME_KEYS = ['orderNumber', 'code', 'name', 'title', 'subject', 'question'];

function summaryLabel(...summaries: (Record<string, unknown> | null)[]): string | null {
  for (const key of SUMMARY_NAME_KEYS) {
    for (const summary of summaries) {
      const value = summary?.[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return null;
}

const columns = {
  id: auditLog.id,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
  liveLabel,
  actorId: users.id,
  actorName: users.name,
  actorEmail: users.email,
};

type Row = {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
  liveLabel: string | null;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
};

function toEntry(row: Row): AuditEntry {
  return {
    _id: row.id,
    id: row.id,
    actor:
      row.actorId && row.actorName !== null && row.actorEmail !== null
        ? { id: row.actorId, name: row.actorName, email: row.actorEmail }
        : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.liveLabel ?? summaryLabel(row.after, row.before),
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAuditLogRepository(db: Db) {
  return {
    async list(query: AuditLogQuery) {
      const where = and(
        searchAny(query.q, [
          auditLog.action,
          auditLog.entityId,
          liveLabel,
          users.name,
          users.email,
        ]),
        query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        withinDates(auditLog.createdAt, query.from, query.to),
      );
      const order = orderFor(
        query.sort,
        { createdAt: auditLog.createdAt, action: auditLog.action, entityType: auditLog.entityType },
        auditLog.id,
      );
      const page = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select(columns)
            .from(auditLog)
            .leftJoin(users, eq(users.id, auditLog.actorId))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        () =>
          db
            .select({ total: countAll })
            .from(auditLog)
            .leftJoin(users, eq(users.id, auditLog.actorId))
            .where(where),
      );
      return { items: page.items.map(toEntry), total: page.total };
    },

    async entityTypes(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ entityType: auditLog.entityType })
        .from(auditLog)
        .orderBy(asc(auditLog.entityType));
      return rows.map((row) => row.entityType);
    },
  };
}
