import {
  FORGOT_PASSWORD_NO_MAIL,
  FORGOT_PASSWORD_SENT,
  RESET_LINK_INVALID,
} from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets } from '../../db/schema/index.ts';
import { startSmtpSink, type ReceivedMail } from '../../testing/smtp-sink.ts';
import { TEST_POSTGRES_URL } from '../../testing/test-cluster.ts';
import { createTwinApps, type TwinApps } from '../../testing/twin-apps.ts';
import { bearer, createTestApp, json, registerUser, type TestApp } from '../../testing/test-app.ts';

const SITE = 'https://tv.example.com';

/** The reset mail to `email` among what the sink received (sign-up sends a verification mail too). */
const resetMailsTo = (received: ReceivedMail[], email: string) =>
  received.filter((mail) => mail.to.includes(email) && mail.subject === 'Choose a new password');

describe('forgot password with outgoing mail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let test: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    sink = await startSmtpSink();
    test = await createTestApp({ smtpUrl: sink.url, publicUrl: SITE });
    app = test.app;
  });
  afterAll(async () => {
    await test.close();
    await sink.close();
  });

  let address = 0;
  const forgot = (email: string, headers: Record<string, string> = {}) => {
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      // Each test from its own address: the per-address quota is tested on its own below.
      headers: { 'x-forwarded-for': `198.51.100.${address}`, ...headers },
      remoteAddress: `198.51.100.${address}`,
    });
  };
  const reset = (token: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword },
      remoteAddress: '203.0.113.9',
    });
  const login = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '203.0.113.10',
    });
  /** The token of the newest link mailed to `email`, once it has arrived. */
  async function linkFor(email: string, count = 1): Promise<string> {
    const mails = await vi.waitFor(() => {
      const found = resetMailsTo(sink.received, email);
      if (found.length < count) throw new Error(`waiting for mail ${count} to ${email}`);
      return found;
      // The sign-up's verification mail goes out first: on a busy machine, more than a second.
    }, 10_000);
    const raw = mails
      .at(-1)!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const match = /https:\/\/tv\.example\.com\/login\?resetToken=([\w-]+)/.exec(raw);
    if (!match) throw new Error(`no link in: ${raw}`);
    return match[1]!;
  }

  it('answers alike for a known and an unknown email, and mails only the account', async () => {
    const { user } = await registerUser(app);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(json(known)).toEqual({
      success: true,
      data: { message: FORGOT_PASSWORD_SENT, mailSent: true },
    });
    await linkFor(user.email);
    expect(sink.received.some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('sets the new password once, signs the account in and everyone else out', async () => {
    const { user, token: oldSession, password } = await registerUser(app);
    await forgot(user.email);
    const link = await linkFor(user.email);

    const done = await reset(link, 'A-brand-new-passphrase-7');
    expect(done.statusCode).toBe(200);
    const { data } = json<{ data: { token: string; user: { email: string } } }>(done);
    expect(data.user.email).toBe(user.email);

    const validate = (token: string) =>
      app.inject({ method: 'GET', url: '/api/auth/validate', headers: bearer(token) });
    expect((await validate(oldSession)).statusCode).toBe(401);
    expect((await validate(data.token)).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, 'A-brand-new-passphrase-7')).statusCode).toBe(200);

    const again = await reset(link, 'Another-new-passphrase-8');
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ errors: { token: [RESET_LINK_INVALID] } });
  });

  it('refuses an expired link and an unknown one with the same words', async () => {
    const { user } = await registerUser(app);
    await forgot(user.email);
    const link = await linkFor(user.email);
    await app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    for (const token of [link, 'not-a-real-token']) {
      const answer = await reset(token, 'A-brand-new-passphrase-7');
      expect(answer.statusCode).toBe(422);
      expect(json(answer)).toMatchObject({ errors: { token: [RESET_LINK_INVALID] } });
    }
  });

  it('refuses a common password without using up the link', async () => {
    const { user } = await registerUser(app);
    await forgot(user.email);
    const link = await linkFor(user.email);
    const common = await reset(link, 'password123');
    expect(common.statusCode).toBe(422);
    expect(json(common)).toMatchObject({ errors: { newPassword: [expect.any(String)] } });
    expect((await reset(link, 'A-brand-new-passphrase-7')).statusCode).toBe(200);
  });

  it('points the link at PUBLIC_URL whatever Host the request claims', async () => {
    const { user } = await registerUser(app);
    await forgot(user.email, { host: 'evil.example.net' });
    await linkFor(user.email);
    const raw = resetMailsTo(sink.received, user.email).at(-1)!.raw;
    expect(raw).not.toContain('evil.example.net');
  });

  it('mails one account at most 3 links an hour, answering the same each time', async () => {
    const { user } = await registerUser(app);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await forgot(user.email)).body);
    expect(new Set(answers).size).toBe(1);
    await linkFor(user.email, 3);
    // Give a fourth mail, were one sent, the time the first three took.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resetMailsTo(sink.received, user.email)).toHaveLength(3);
  });

  it('answers a known and an unknown email in the same time', async () => {
    const { user } = await registerUser(app);
    // The lower quartile: a busy moment of the machine only adds time, while work done before
    // the answer for one kind of address adds it to every try of that kind.
    const lowerQuartile = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 2]!;
    const timed = async (email: string) => {
      // What the previous ask queued (a link and its mail for the account) is done first: the
      // answer's own time is measured, not the background work of the one before it.
      await app.jobs.drain();
      const started = performance.now();
      const res = await forgot(email);
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each kind first in turn, so a busy moment of the machine falls on both
    // alike. Each asks from its own address; the account's cap of 3 links an hour is the
    // job's business, not timed.
    for (let i = 0; i < 64; i += 1) {
      const unknownEmail = `nobody${i}.${Date.now()}@example.com`;
      if (i % 2 === 0) {
        known.push(await timed(user.email));
        unknown.push(await timed(unknownEmail));
      } else {
        unknown.push(await timed(unknownEmail));
        known.push(await timed(user.email));
      }
    }
    // It was 1.6 (2.00 ms against 1.26 ms) when the account was looked up and its link made
    // before the answer; now both queue the same job and the ratio is noise around 1.
    const ratio = lowerQuartile(known) / lowerQuartile(unknown);
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(1.33);
  });

  it('throttles one address after 5 requests in 15 minutes', async () => {
    const from = { remoteAddress: '192.0.2.77' };
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `someone${i}@example.com` },
        ...from,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('forgot password without outgoing mail', () => {
  it('says plainly that no link can be sent, whether or not the email exists', async () => {
    const test = await createTestApp();
    try {
      const { user } = await registerUser(test.app);
      const ask = (email: string) =>
        test.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const known = await ask(user.email);
      expect(json(known)).toEqual({
        success: true,
        data: { message: FORGOT_PASSWORD_NO_MAIL, mailSent: false },
      });
      expect((await ask('nobody-here@example.com')).body).toBe(known.body);
    } finally {
      await test.close();
    }
  });
});

describe('forgot password asked many times at once, on two instances', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let twins: TwinApps;
  beforeAll(async () => {
    sink = await startSmtpSink();
    twins = await createTwinApps(TEST_POSTGRES_URL, { smtpUrl: sink.url, publicUrl: SITE });
  });
  afterAll(async () => {
    await twins.close();
    await sink.close();
  });

  it('still mails one account at most 3 links an hour', async () => {
    const { user } = await registerUser(twins.a);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? twins.a : twins.b).inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: user.email },
          remoteAddress: `203.0.113.${100 + i}`,
        }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await Promise.all([twins.a.jobs.drain(), twins.b.jobs.drain()]);
    await vi.waitFor(() => expect(resetMailsTo(sink.received, user.email).length).toBe(3));
    // Give a fourth mail, were one sent, the time the first three took.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resetMailsTo(sink.received, user.email)).toHaveLength(3);
    const links = await twins.a.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(links).toHaveLength(3);
  });
});
