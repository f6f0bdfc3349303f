import { asc, eq } from 'drizzle-orm';
import type { FaqItem } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
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
        .orderBy(asc(faqItems.sortOrder), asc(faqItems.createdAt));
      return rows.map(toFaqItem);
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
