import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailVerifications, users, type EmailVerificationRow } from '../../db/schema/index.ts';

export function createEmailVerificationsRepository(db: Db) {
  return {
    async create(input: { userId: string; email: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(emailVerifications).values(input);
    },

    async findByTokenHash(tokenHash: string): Promise<EmailVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Takes the link: one conditional UPDATE, so two tabs opening the same link cannot both
     * use it. Undefined when it is unknown, used or expired.
     */
    async consume(
      tokenHash: string,
    ): Promise<Pick<EmailVerificationRow, 'userId' | 'email'> | undefined> {
      const [row] = await db
        .update(emailVerifications)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailVerifications.tokenHash, tokenHash),
            isNull(emailVerifications.usedAt),
            sql`${emailVerifications.expiresAt} > now()`,
          ),
        )
        .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
      return row;
    },

    /**
     * Ends the account's links not yet used: a newer link, a verified address or another
     * address leaves them nothing to prove.
     */
    async retireUnused(userId: string) {
      await db
        .update(emailVerifications)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
    },

    /**
     * Marks the address verified, only while it is still the account's: an email changed
     * since the link was sent stays unverified. The account's row, or undefined.
     */
    async markVerified(userId: string, email: string) {
      const [row] = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, userId), eq(users.email, email)))
        .returning({ id: users.id });
      return row;
    },
  };
}
