import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';

export function createPasswordResetsRepository(db: Db) {
  return {
    /**
     * Holds the account's row until the transaction ends: the count of its links and the new
     * link are then one step, whichever instance asks at the same moment.
     */
    async lockAccount(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** How many links this account was sent since `since` (a mailbox is not to be flooded). */
    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
      return row?.n ?? 0;
    },

    async create(input: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResets).values(input);
    },

    /**
     * Takes the link: one conditional UPDATE, so two tabs posting the same link cannot both
     * set a password. Undefined when it is unknown, used or expired.
     */
    async consume(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },

    /** Once a password is set, the account's other outstanding links stop working too. */
    async retireAll(userId: string) {
      await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}
