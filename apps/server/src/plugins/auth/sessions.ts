import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  photo: string | null;
}

/** The live session behind a token: not revoked, not expired, account not disabled. */
export async function findActiveSession(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      photo: users.photo,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  return row ? { ...row, sessionId } : null;
}
