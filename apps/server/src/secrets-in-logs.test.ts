import { FORGOT_PASSWORD_NO_MAIL } from '@streamfront/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, mailMessages, notifications, passwordResets } from './db/schema/index.ts';
import { loggedApp } from './testing/logged-app.ts';
import { startSmtpSink } from './testing/smtp-sink.ts';
import { bearer, json, registerUser, TEST_ADMIN } from './testing/test-app.ts';

/*
 * Secrets never reach a log line at any level (DESIGN §6): a reset link in the log once let
 * anyone who read it take over any account, admins' included. The server runs at `trace`,
 * every line it writes is kept, and the secrets of each flow are looked for in all of it.
 */

const resetCount = async (app: FastifyInstance) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(passwordResets))[0]!.n;

let address = 0;
const forgot = (app: FastifyInstance, email: string) => {
  address += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: `192.0.2.${address}`,
  });
};

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe('with mail off', () => {
  let server: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    server = await loggedApp({});
    closers.push(server.close);
  });

  it('makes no reset link at all, for a customer or an admin, and logs none', async () => {
    const { user } = await registerUser(server.app, { name: 'Logged Customer' });
    for (const email of [user.email, TEST_ADMIN.email]) {
      const answer = await forgot(server.app, email);
      expect(json(answer)).toMatchObject({ data: { message: FORGOT_PASSWORD_NO_MAIL } });
    }
    await server.app.jobs.drain();
    expect(await resetCount(server.app)).toBe(0);
    expect(server.log()).not.toMatch(/resetToken|reset-password\?|token=/i);
    // The one line about mail is the start-up notice's, said elsewhere; here none at all.
    expect(server.log()).not.toContain('Someone asked to reset');
  });
});

describe('with mail on', () => {
  let server: Awaited<ReturnType<typeof loggedApp>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await loggedApp({ smtpUrl: sink.url, publicUrl: 'https://tv.example.com' });
    closers.push(server.close, sink.close);
  });

  it('never writes the link, its token or the new password to the log', async () => {
    const { user } = await registerUser(server.app, { name: 'Logged Customer' });
    await forgot(server.app, user.email);
    const mail = await vi.waitFor(() => {
      const found = sink.received.find(
        (m) => m.to.includes(user.email) && m.text.includes('resetToken='),
      );
      if (!found) throw new Error('waiting for the reset mail');
      return found;
    });
    const token = /resetToken=([\w-]+)/.exec(mail.text)![1]!;
    expect(token.length).toBeGreaterThan(20);

    // The person opens the link, then sets a new password with it.
    await server.app.inject({ method: 'GET', url: `/login?resetToken=${token}` });
    const newPassword = 'Brand-new-passphrase-42';
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const session = json<{ data: { token: string } }>(reset).data.token;
    await server.app.inject({
      method: 'GET',
      url: `/api/auth/validate?token=${session}`,
    });

    const log = server.log();
    expect(log).toContain('/login?resetToken=redacted');
    for (const secret of [token, newPassword, session]) expect(log).not.toContain(secret);
  });

  it('never writes an email verification link or its token to the log, an audit entry or a notification', async () => {
    const { user, token: session } = await registerUser(server.app, { name: 'Verifying Customer' });
    // The sign-up's link, then one asked for again: both travel the same way.
    const resent = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: bearer(session),
    });
    expect(resent.statusCode).toBe(200);
    const tokens = await vi.waitFor(() => {
      const found = sink.received
        .filter((m) => m.to.includes(user.email))
        .map((m) => /verify-email\?token=([\w-]+)/.exec(m.text)?.[1])
        .filter((t): t is string => t !== undefined);
      if (found.length < 2) throw new Error('waiting for both verification mails');
      return found;
    });

    // The person opens the newest link: the page, then its call.
    const newest = tokens.at(-1)!;
    await server.app.inject({ method: 'GET', url: `/verify-email?token=${newest}` });
    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: newest },
    });
    expect(verified.statusCode).toBe(200);
    await server.app.jobs.drain();

    const log = server.log();
    expect(log).toContain('/verify-email?token=redacted');
    const kept = JSON.stringify([
      await server.app.db.select().from(auditLog),
      await server.app.db.select().from(notifications),
      await server.app.db.select().from(mailMessages),
    ]);
    for (const secret of tokens) {
      expect(secret.length).toBeGreaterThan(20);
      expect(log).not.toContain(secret);
      expect(kept).not.toContain(secret);
    }
  });
});
