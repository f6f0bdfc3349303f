import {
  ACTIVE_REPORT_STATUSES,
  type ContentReport,
  type ContentReportGroup,
  type ContentReportGroupDetail,
  type ContentReportListQuery,
  type ContentReportStatus,
  type ProblemType,
} from '@streamfront/contract';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, likePattern, orderFor, pageOf } from '../../db/list-query.ts';
import { contentReports, users, type ContentReportRow } from '../../db/schema/index.ts';
import { matchKey } from '../../lib/match-key.ts';

export function toContentReport(row: ContentReportRow, name: string | null = null): ContentReport {
  return {
    _id: row.id,
    id: row.id,
    subject: row.subject,
    problemType: row.problemType,
    details: row.details,
    url: row.url,
    email: row.email,
    userId: row.userId,
    name,
    status: row.status,
    statusNote: row.statusNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface NewContentReport {
  subject: string;
  problemType: ProblemType;
  details: string;
  url?: string | undefined;
  email: string;
  userId: string | null;
}

// One problem is every report sharing a subject key; these read a group's facts off its rows.
const r = contentReports;
const firstOf = <T>(column: SQL | typeof r.id) =>
  sql<T>`(array_agg(${column} order by ${r.createdAt}, ${r.id}))[1]`;
const active = inArray(r.status, [...ACTIVE_REPORT_STATUSES]);
const groupStatus = sql<ContentReportStatus>`case
  when bool_or(${r.status} = 'open') then 'open'
  when bool_or(${r.status} = 'investigating') then 'investigating'
  when bool_or(${r.status} = 'resolved') then 'resolved'
  else 'dismissed' end`;

const groupFields = {
  id: firstOf<string>(r.id),
  subject: firstOf<string>(sql`${r.subject}`),
  status: groupStatus,
  reportCount: sql<number>`count(*)::int`,
  activeCount: sql<number>`(count(*) filter (where ${active}))::int`,
  problemTypes: sql<ProblemType[]>`array_agg(${r.problemType})`,
  firstReportedAt: sql<string>`min(${r.createdAt})`,
  lastReportedAt: sql<string>`max(${r.createdAt})`,
  latestDetails: sql<string>`(array_agg(${r.details} order by ${r.createdAt} desc, ${r.id} desc))[1]`,
};

type GroupRow = { [K in keyof typeof groupFields]: (typeof groupFields)[K]['_']['type'] };

const iso = (value: string | Date) => new Date(value).toISOString();

/** The kinds of problem reported, most reported first (ties in the labels' order). */
function byFrequency(types: ProblemType[]): ProblemType[] {
  const counts = new Map<ProblemType, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

function toGroup(row: GroupRow): ContentReportGroup {
  return {
    _id: row.id,
    id: row.id,
    subject: row.subject,
    status: row.status,
    reportCount: Number(row.reportCount),
    activeCount: Number(row.activeCount),
    problemTypes: byFrequency(row.problemTypes),
    firstReportedAt: iso(row.firstReportedAt),
    lastReportedAt: iso(row.lastReportedAt),
    latestDetails: row.latestDetails,
  };
}

/** What audit rows keep of a group's change: its subject always names it. */
export function reportGroupSummary(
  group: Pick<ContentReportGroup, 'subject' | 'status'>,
  note: string | null,
) {
  return { subject: group.subject, status: group.status, note };
}

export function createContentReportsRepository(db: Db) {
  /** The subject key the report `id` belongs to, if there is such a report. */
  const keyOf = async (id: string) => {
    const [row] = await db.select({ key: r.subjectKey }).from(r).where(eq(r.id, id));
    return row?.key;
  };

  const groupByKey = async (key: string) => {
    const [row] = await db
      .select(groupFields)
      .from(r)
      .where(eq(r.subjectKey, key))
      .groupBy(r.subjectKey);
    return row && toGroup(row);
  };

  const reportsOf = async (key: string) => {
    const rows = await db
      .select({ report: r, name: users.name })
      .from(r)
      .leftJoin(users, eq(users.id, r.userId))
      .where(eq(r.subjectKey, key))
      .orderBy(desc(r.createdAt), desc(r.id));
    return rows.map(({ report, name }) => toContentReport(report, name ?? null));
  };

  return {
    async create(input: NewContentReport): Promise<ContentReport> {
      const [row] = await db
        .insert(r)
        .values({ ...input, subjectKey: matchKey(input.subject), url: input.url ?? null })
        .returning();
      return toContentReport(row!);
    },

    /** One row per problem; a problem matches when any of its reports does. */
    async list(query: ContentReportListQuery) {
      const pattern = query.q ? likePattern(query.q) : undefined;
      const having = and(
        pattern
          ? sql`bool_or(${or(
              sql`${r.subject} ilike ${pattern}`,
              sql`${r.details} ilike ${pattern}`,
              sql`${r.email} ilike ${pattern}`,
            )})`
          : undefined,
        query.problemType ? sql`bool_or(${r.problemType} = ${query.problemType})` : undefined,
        query.status ? sql`${groupStatus} = ${query.status}` : undefined,
      );
      const order = orderFor(
        query.sort,
        {
          lastReportedAt: groupFields.lastReportedAt,
          firstReportedAt: groupFields.firstReportedAt,
          reportCount: groupFields.reportCount,
          subject: sql`lower(${groupFields.subject})`,
        },
        r.subjectKey,
      );
      const page = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select(groupFields)
            .from(r)
            .groupBy(r.subjectKey)
            .having(having)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        () =>
          db
            .select({ total: countAll })
            .from(
              db.select({ key: r.subjectKey }).from(r).groupBy(r.subjectKey).having(having).as('g'),
            ),
      );
      return { items: page.items.map(toGroup), total: page.total };
    },

    /** The problem the report `id` belongs to, with every one of its reports. */
    async detail(id: string): Promise<ContentReportGroupDetail | undefined> {
      const key = await keyOf(id);
      if (!key) return undefined;
      const group = await groupByKey(key);
      return group && { ...group, reports: await reportsOf(key) };
    },

    /**
     * The problem's reports, locked until the transaction ends, so two admins' changes to
     * one problem apply one after the other; with the problem as it stands.
     */
    async lockGroup(id: string) {
      const key = await keyOf(id);
      if (!key) return undefined;
      const rows = await db
        .select()
        .from(r)
        .where(eq(r.subjectKey, key))
        .orderBy(asc(r.createdAt), asc(r.id))
        .for('update');
      return { key, group: (await groupByKey(key))!, reports: rows };
    },

    async setStatus(ids: string[], status: ContentReportStatus, note: string | null) {
      if (ids.length === 0) return;
      await db
        .update(r)
        .set({ status, statusNote: note, updatedAt: new Date() })
        .where(inArray(r.id, ids));
    },

    groupByKey,
  };
}

export type ContentReportsRepository = ReturnType<typeof createContentReportsRepository>;
