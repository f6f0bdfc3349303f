import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  AdminFaqItem,
  FaqCreateBody,
  FaqItem,
  FaqListQuery,
  FaqUpdateBody,
  ListMeta,
} from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { moveOnePlace } from '../../db/display-order.ts';
import { countAll, pageOf, searchAny } from '../../db/list-query.ts';
import { faqItems, type FaqItemRow } from '../../db/schema/index.ts';

export function toFaqItem(
  row: Pick<FaqItemRow, 'id' | 'question' | 'answer' | 'sortOrder'>,
): FaqItem {
  return {
    _id: row.id,
    id: row.id,
    question: row.question,
    answer: row.answer,
    sortOrder: row.sortOrder,
  };
}

export function toAdminFaqItem(row: FaqItemRow): AdminFaqItem {
  return {
    ...toFaqItem(row),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a question. */
export function faqSummary(item: AdminFaqItem): Record<string, unknown> {
  return {
    question: item.question,
    answer: item.answer,
    active: item.active,
    sortOrder: item.sortOrder,
  };
}

// The id breaks ties, so equal sort orders still have one stable order to move within.
const displayOrder = [asc(faqItems.sortOrder), asc(faqItems.createdAt), asc(faqItems.id)];

export function createFaqRepository(db: Db) {
  return {
    /** The questions the public FAQ shows, in display order. */
    async listActive(): Promise<FaqItem[]> {
      const rows = await db
        .select({
          id: faqItems.id,
          question: faqItems.question,
          answer: faqItems.answer,
          sortOrder: faqItems.sortOrder,
        })
        .from(faqItems)
        .where(eq(faqItems.active, true))
        .orderBy(...displayOrder);
      return rows.map(toFaqItem);
    },

    /** One page of every question, hidden ones too, always in display order. */
    async listPage(query: FaqListQuery): Promise<{ rows: AdminFaqItem[]; meta: ListMeta }> {
      const where = and(
        searchAny(query.q, [faqItems.question, faqItems.answer]),
        query.active ? eq(faqItems.active, query.active === 'true') : undefined,
      );
      const { items, total } = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select()
            .from(faqItems)
            .where(where)
            .orderBy(...displayOrder)
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(faqItems).where(where),
      );
      return {
        rows: items.map(toAdminFaqItem),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    async get(id: string): Promise<AdminFaqItem | undefined> {
      const [row] = await db.select().from(faqItems).where(eq(faqItems.id, id)).limit(1);
      return row && toAdminFaqItem(row);
    },

    /** A new question goes last: 10 after the last one. */
    async create(input: FaqCreateBody): Promise<AdminFaqItem> {
      const sortOrder = sql<number>`(select coalesce(max(${faqItems.sortOrder}), 0) + 10 from ${faqItems})`;
      const [row] = await db
        .insert(faqItems)
        .values({ ...input, sortOrder })
        .returning();
      return toAdminFaqItem(row!);
    },

    async update(id: string, patch: FaqUpdateBody): Promise<AdminFaqItem | undefined> {
      const [row] = await db
        .update(faqItems)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(faqItems.id, id))
        .returning();
      return row && toAdminFaqItem(row);
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(faqItems)
        .where(eq(faqItems.id, id))
        .returning({ id: faqItems.id });
      return rows.length > 0;
    },

    /** Moves a question one place up or down, as packages move (db/display-order.ts). */
    async move(id: string, direction: 'up' | 'down'): Promise<AdminFaqItem | undefined> {
      const moved = await moveOnePlace(db, faqItems, displayOrder, id, direction);
      return moved && toAdminFaqItem(moved);
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
