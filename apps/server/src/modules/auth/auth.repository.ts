import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { sessions, userColumns, users, type UserRow } from '../../db/schema/index.ts';
import type { StoredImage } from '../../plugins/stored-images.ts';

/** The address of an uploaded photo; the version makes a new photo a new URL (long cache). */
export const userPhotoUrl = (userId: string, version: string) =>
  `/api/users/${userId}/photo?v=${encodeURIComponent(version)}`;

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Undefined when the email is taken (unique index), without a racy pre-check. */
    async createUser(input: {
      email: string;
      name: string;
      passwordHash: string;
      role?: 'user' | 'admin';
      locale?: string | null;
      timeZone?: string | null;
    }) {
      const [row] = await db
        .insert(users)
        .values({ ...input, role: input.role ?? 'user' })
        .onConflictDoNothing({ target: users.email })
        .returning(userColumns);
      return row;
    },

    /** The language and time zone the person's browser reads in: their mail is written so. */
    async setReaderPlace(
      id: string,
      place: { locale?: string | undefined; timeZone?: string | undefined },
    ) {
      await db
        .update(users)
        .set({
          ...(place.locale ? { locale: place.locale } : {}),
          ...(place.timeZone ? { timeZone: place.timeZone } : {}),
        })
        .where(eq(users.id, id));
    },

    /**
     * A photo given as a URL (or null) replaces any uploaded one: the bytes go with it, so the
     * row never keeps an image that nothing points at.
     */
    async updateUser(
      id: string,
      patch: { name?: string; photo?: string | null; passwordHash?: string },
    ): Promise<UserRow | undefined> {
      const dropStored =
        patch.photo !== undefined ? { photoImage: null, photoMime: null, photoVersion: null } : {};
      const [row] = await db
        .update(users)
        .set({ ...patch, ...dropStored, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(userColumns);
      return row;
    },

    /**
     * `'taken'` when another account has the email (unique index), found without a racy
     * pre-check: the update runs in a savepoint, so the caller's transaction survives it.
     * The new address starts unverified: the old one's proof says nothing of it.
     */
    async updateEmail(id: string, email: string): Promise<UserRow | 'taken' | undefined> {
      try {
        return await inTransaction(db, async (savepoint) => {
          const [row] = await savepoint
            .update(users)
            .set({ email, emailVerifiedAt: null, updatedAt: new Date() })
            .where(eq(users.id, id))
            .returning(userColumns);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Drops an uploaded photo (and any photo URL). */
    async removePhoto(id: string): Promise<UserRow | undefined> {
      return this.updateUser(id, { photo: null });
    },

    async storePhoto(id: string, image: StoredImage): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          photo: userPhotoUrl(id, image.version),
          photoImage: image.bytes,
          photoMime: image.mime,
          photoVersion: image.version,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning(userColumns);
      return row;
    },

    async findPhoto(id: string): Promise<StoredImage | undefined> {
      const [row] = await db
        .select({ bytes: users.photoImage, mime: users.photoMime, version: users.photoVersion })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      if (!row?.bytes || !row.mime || !row.version) return undefined;
      return { bytes: row.bytes, mime: row.mime, version: row.version };
    },

    async createSession(input: {
      userId: string;
      expiresAt: Date;
      userAgent: string | null;
      address: string | null;
    }) {
      const [row] = await db.insert(sessions).values(input).returning({ id: sessions.id });
      return row!;
    },

    async revokeSession(id: string) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
    },

    /**
     * Ends every open session of the user (after a password change, or asked for), but
     * `keep` when given: the ids of the sessions it ended.
     */
    async revokeAllSessions(userId: string, keep?: string) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /** Ends one live session of the user; false when it is not theirs or already ended. */
    async revokeUserSession(userId: string, id: string) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.id, id),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** The user's live sessions, the most recently used first. */
    listLiveSessions(userId: string) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          address: sessions.address,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },
  };
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite both report it. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
