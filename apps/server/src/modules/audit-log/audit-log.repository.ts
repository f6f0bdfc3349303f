import type { AuditEntry, AuditLogQuery } from '@streamfront/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, orderFor, pageOf, searchAny, withinDates } from '../../db/list-query.ts';
import { auditLog, users } from '../../db/schema/index.ts';

const columns = {
  id: auditLog.id,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
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
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAuditLogRepository(db: Db) {
  return {
    async list(query: AuditLogQuery) {
      const where = and(
        searchAny(query.q, [auditLog.action, auditLog.entityId, users.name, users.email]),
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
  };
}
