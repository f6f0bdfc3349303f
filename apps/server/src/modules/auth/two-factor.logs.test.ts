import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailMessages, notifications } from '../../db/schema/index.ts';
import { loggedApp } from '../../testing/logged-app.ts';
import { json } from '../../testing/test-app.ts';
import { codeAt, enrol, newAdmin, signIn, verifyCode } from '../../testing/two-factor-kit.ts';

/*
 * The two-factor key, its codes, the recovery codes and the sign-in's challenge never reach a
 * log line at any level, an audit entry, a notification or a mail (DESIGN §6, decision 061).
 */

let server: Awaited<ReturnType<typeof loggedApp>>;
beforeAll(async () => {
  server = await loggedApp({});
});
afterAll(() => server.close());

describe('two-factor secrets', () => {
  it('are written nowhere: not the key, the codes, the recovery codes nor the challenge', async () => {
    const admin = await newAdmin(server.app);
    const { secret, recoveryCodes, enabled } = await enrol(server.app, { token: admin.token });
    expect(enabled.statusCode).toBe(200);

    const challenges: string[] = [];
    const codes: string[] = [];
    for (const code of [await codeAt(secret, 1), recoveryCodes[0]!, '000000']) {
      const login = await signIn(server.app, admin);
      const { challenge } = json<{ data: { challenge: string } }>(login).data;
      challenges.push(challenge);
      codes.push(code);
      await verifyCode(server.app, challenge, code);
    }
    await server.app.jobs.drain();

    const log = server.log();
    expect(log).toContain('/api/auth/2fa/verify');
    const kept = JSON.stringify([
      await server.app.db.select().from(auditLog),
      await server.app.db.select().from(notifications),
      await server.app.db.select().from(mailMessages),
    ]);
    const secrets = [secret, ...recoveryCodes, ...challenges, ...codes.slice(0, 1)];
    for (const value of secrets) {
      expect(log, value).not.toContain(value);
      expect(kept, value).not.toContain(value);
    }
    // The signature part of a challenge, alone, too.
    for (const challenge of challenges) expect(log).not.toContain(challenge.split('.').at(-1));
  });
});
