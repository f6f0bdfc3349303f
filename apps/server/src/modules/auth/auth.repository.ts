import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users, type UserRow } from '../../db/schema/index.ts';

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Undefined when the email is taken (unique index), without a racy pre-check. */
    async createUser(input: {
      email: string;
      name: string;
      passwordHash: string;
      role?: 'user' | 'admin';
    }) {
      const [row] = await db
        .insert(users)
        .values({ ...input, role: input.role ?? 'user' })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async updateUser(
      id: string,
      patch: { name?: string; photo?: string | null; passwordHash?: string },
    ) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async createSession(input: { userId: string; expiresAt: Date; userAgent: string | null }) {
      const [row] = await db.insert(sessions).values(input).returning({ id: sessions.id });
      return row!;
    },

    async revokeSession(id: string) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
    },

    /** Ends every open session of the user, e.g. after a password change. */
    async revokeAllSessions(userId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
