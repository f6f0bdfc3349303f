import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  photo: string | null;
  emailVerifiedAt: Date | null;
  /** When the session was last used, as far as `touchSession` moved it (minutes behind). */
  lastSeenAt: Date;
  address: string | null;
}

/**
 * The one rule for a session being alive: not revoked, not expired, its account not
 * disabled. HTTP auth and the live channel (handshake and periodic sweep) all go through
 * the two queries below, so the rule cannot drift between them. Token validity is checked
 * before, in `tokens.ts`.
 */
function alive(): SQL {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
    eq(users.disabled, false),
  )!;
}

/** The live session behind a token's ids, or null. */
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
      emailVerifiedAt: users.emailVerifiedAt,
      lastSeenAt: sessions.lastSeenAt,
      address: sessions.address,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), alive()))
    .limit(1);
  return row ? { ...row, sessionId } : null;
}

/** A session's "last seen" moves at most this often: one write per session per interval. */
export const LAST_SEEN_STEP_MS = 5 * 60_000;

/**
 * Moves a session's last use (and address) forward when it is a step behind or the address
 * changed, so the sessions list says where and when each one was used, without a write on
 * every request.
 */
export async function touchSession(db: Db, auth: AuthContext, address: string): Promise<void> {
  const now = new Date();
  if (now.getTime() - auth.lastSeenAt.getTime() < LAST_SEEN_STEP_MS && auth.address === address)
    return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now, address })
    .where(eq(sessions.id, auth.sessionId));
}

const BATCH = 1000;

/** Of the given sessions, the ones still alive, with their account's current role. */
export async function findLiveSessionRoles(
  db: Db,
  sessionIds: readonly string[],
): Promise<Map<string, 'user' | 'admin'>> {
  const live = new Map<string, 'user' | 'admin'>();
  for (let i = 0; i < sessionIds.length; i += BATCH) {
    const rows = await db
      .select({ id: sessions.id, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.id, sessionIds.slice(i, i + BATCH)), alive()));
    for (const row of rows) live.set(row.id, row.role);
  }
  return live;
}
