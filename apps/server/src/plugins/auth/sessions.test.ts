import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { createTestApp, registerUser, type TestApp } from '../../testing/test-app.ts';
import { findActiveSession, findLiveSessionRoles } from './sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function session(userId: string, state: { expired?: boolean; revoked?: boolean } = {}) {
  const [row] = await t.app.db
    .insert(sessions)
    .values({
      userId,
      expiresAt: new Date(Date.now() + (state.expired ? -1 : 1) * 60_000),
      revokedAt: state.revoked ? new Date() : null,
      userAgent: null,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

describe('the session-alive rule', () => {
  it('is the same for one token (HTTP, handshake) and for the sweep of live sockets', async () => {
    const active = await registerUser(t.app);
    const disabled = await registerUser(t.app);
    await t.app.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.user.id));
    const cases = [
      { userId: active.user.id, id: await session(active.user.id), alive: true },
      {
        userId: active.user.id,
        id: await session(active.user.id, { expired: true }),
        alive: false,
      },
      {
        userId: active.user.id,
        id: await session(active.user.id, { revoked: true }),
        alive: false,
      },
      { userId: disabled.user.id, id: await session(disabled.user.id), alive: false },
    ];
    const swept = await findLiveSessionRoles(
      t.app.db,
      cases.map((c) => c.id),
    );
    for (const c of cases) {
      const one = await findActiveSession(t.app.db, c.id, c.userId);
      expect(one !== null, JSON.stringify(c)).toBe(c.alive);
      expect(swept.has(c.id), JSON.stringify(c)).toBe(c.alive);
    }
    expect(swept.get(cases[0]!.id)).toBe('user');
  });

  it('a session is only alive for the account it belongs to', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect(await findActiveSession(t.app.db, await session(a.user.id), b.user.id)).toBeNull();
  });
});
