import {
  EMAIL_VERIFICATION_HOURS,
  EMAIL_VERIFICATION_MESSAGES,
  type AuthUser,
} from '@streamfront/contract';
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, users } from '../../db/schema/index.ts';
import { hashSecret } from '../../lib/secret-hash.ts';
import {
  startSmtpSink,
  VERIFICATION_SUBJECT,
  verificationTokenFor,
} from '../../testing/smtp-sink.ts';
import {
  type TestApp,
  createTestApp,
  loginAsAdmin,
  registerUser,
  bearer,
  json,
} from '../../testing/test-app.ts';

const SITE = 'https://tv.example.com';
const PASSWORD = 'Correct-Horse-Battery-9';

describe('email verification with outgoing mail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let test: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // Every test signs up its own customers, all from one address.
    test = await createTestApp({ smtpUrl: sink.url, publicUrl: SITE, registrationsPerHour: 100 });
    app = test.app;
  });
  afterAll(async () => {
    await test.close();
    await sink.close();
  });

  const verificationMails = (email: string) =>
    sink.received.filter(
      (mail) => mail.to.includes(email) && mail.subject === VERIFICATION_SUBJECT,
    );

  /** The token of the newest verification link mailed to `email`, once `count` have arrived. */
  const linkFor = (email: string, count = 1) => verificationTokenFor(sink.received, email, count);

  let address = 0;
  /** From an address of its own each time: the per-address quota is tested on its own below. */
  const verify = (token: string, remoteAddress = `198.51.100.${(address++ % 250) + 1}`) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
      remoteAddress,
    });
  const resend = (token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: bearer(token) });
  const me = async (token: string) =>
    json<{ data: AuthUser }>(
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }),
    ).data;

  it('mails a link on sign-up that verifies the address once opened, signed in or not', async () => {
    const { user, token } = await registerUser(app);
    expect(user).toMatchObject({ emailVerified: false });
    expect((await me(token)).emailVerified).toBe(false);

    const link = await linkFor(user.email);
    const done = await verify(link);
    expect(done.statusCode, done.body).toBe(200);
    expect(json(done)).toEqual({
      success: true,
      data: { message: EMAIL_VERIFICATION_MESSAGES.verified },
    });
    expect((await me(token)).emailVerified).toBe(true);
    const validate = await app.inject({
      method: 'GET',
      url: '/api/auth/validate',
      headers: bearer(token),
    });
    expect(json<{ data: AuthUser }>(validate).data.emailVerified).toBe(true);
  });

  it('keeps only the hash of the token, for the address it was sent to, for 24 hours', async () => {
    const { user } = await registerUser(app);
    const link = await linkFor(user.email);
    const rows = await app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.tokenHash).toBe(hashSecret(link));
    expect(JSON.stringify(rows)).not.toContain(link);
    expect(row!.email).toBe(user.email);
    const hoursLeft = (row!.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hoursLeft).toBeGreaterThan(EMAIL_VERIFICATION_HOURS - 0.1);
    expect(hoursLeft).toBeLessThanOrEqual(EMAIL_VERIFICATION_HOURS);
  });

  it('points the link at PUBLIC_URL whatever Host the sign-up claims', async () => {
    const email = `hosted${Date.now()}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'evil.example.net' },
      payload: { name: 'Hosted', email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = await linkFor(email);
    const [mail] = verificationMails(email);
    expect(mail!.text).toContain(`${SITE}/verify-email?token=${token}`);
    expect(mail!.raw).not.toContain('evil.example.net');
  });

  it('works once: opened again it changes nothing and says the address is verified', async () => {
    const { user, token } = await registerUser(app);
    const link = await linkFor(user.email);
    expect((await verify(link)).statusCode).toBe(200);
    const [before] = await app.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, user.id));

    const again = await verify(link);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({
      data: { message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified },
    });
    const [after] = await app.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(after!.verifiedAt).toEqual(before!.verifiedAt);
    expect((await me(token)).emailVerified).toBe(true);
  });

  it('refuses an unknown link and an expired one, each in its own words', async () => {
    const unknown = await verify('not-a-real-token-at-all');
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toMatchObject({
      message: EMAIL_VERIFICATION_MESSAGES.invalid,
      errors: { token: [EMAIL_VERIFICATION_MESSAGES.invalid] },
      reason: 'invalid',
    });

    const { user, token } = await registerUser(app);
    const link = await linkFor(user.email);
    await app.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, user.id));
    const expired = await verify(link);
    expect(expired.statusCode).toBe(422);
    expect(json(expired)).toMatchObject({
      message: EMAIL_VERIFICATION_MESSAGES.expired,
      errors: { token: [EMAIL_VERIFICATION_MESSAGES.expired] },
      reason: 'expired',
    });
    expect((await me(token)).emailVerified).toBe(false);
  });

  it('sends a new link on request, and the older one stops working', async () => {
    const { user, token } = await registerUser(app);
    const first = await linkFor(user.email);
    const res = await resend(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      success: true,
      data: { message: EMAIL_VERIFICATION_MESSAGES.sent, mailSent: true },
    });
    const second = await linkFor(user.email, 2);
    expect(second).not.toBe(first);

    const old = await verify(first);
    expect(old.statusCode).toBe(422);
    expect(json(old)).toMatchObject({ reason: 'invalid' });
    expect((await me(token)).emailVerified).toBe(false);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await me(token)).emailVerified).toBe(true);
  });

  it('sends nothing to an address that is already verified', async () => {
    const { user, token } = await registerUser(app);
    await verify(await linkFor(user.email));
    const res = await resend(token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      success: true,
      data: { message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified, mailSent: false },
    });
    await app.jobs.drain();
    expect(verificationMails(user.email)).toHaveLength(1);
  });

  it('sends one account at most 3 new links an hour, then says how long to wait', async () => {
    const { user, token } = await registerUser(app);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await resend(token)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await resend(token);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(json(refused)).toMatchObject({
      success: false,
      message: EMAIL_VERIFICATION_MESSAGES.tooMany(60),
    });
    // The sign-up's link and the three asked for; none for the refusal.
    await linkFor(user.email, 4);
    await app.jobs.drain();
    expect(verificationMails(user.email)).toHaveLength(4);

    // Another account has its own three.
    const other = await registerUser(app);
    expect((await resend(other.token)).statusCode).toBe(200);
  });

  it('asks for a sign-in to send a new link', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' });
    expect(res.statusCode).toBe(401);
  });

  it('unverifies a changed email and sends the new address a link of its own', async () => {
    const { user, token } = await registerUser(app);
    const toOldAddress = await linkFor(user.email);
    const newEmail = `moved${Date.now()}@example.com`;
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: bearer(token),
      remoteAddress: '203.0.113.40',
      payload: { email: newEmail, currentPassword: PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<{ data: AuthUser }>(changed).data).toMatchObject({
      email: newEmail,
      emailVerified: false,
    });
    const toNewAddress = await linkFor(newEmail);

    // The old address's link proves nothing about the new one.
    expect((await verify(toOldAddress)).statusCode).toBe(422);
    expect((await me(token)).emailVerified).toBe(false);
    expect((await verify(toNewAddress)).statusCode).toBe(200);
    expect((await me(token)).emailVerified).toBe(true);

    // Verified, then changed again: the new address starts unverified.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: bearer(token),
      remoteAddress: '203.0.113.40',
      payload: { email: `again${newEmail}`, currentPassword: PASSWORD },
    });
    expect(json<{ data: AuthUser }>(again).data.emailVerified).toBe(false);
    expect((await me(token)).emailVerified).toBe(false);
    await linkFor(`again${newEmail}`);
  });

  it('verifies only the address the link was sent to', async () => {
    const { user, token } = await registerUser(app);
    const link = await linkFor(user.email);
    // The account's address changed under a link still outstanding (no route leaves one so;
    // the check holds on its own).
    await app.db
      .update(users)
      .set({ email: `elsewhere${Date.now()}@example.com` })
      .where(eq(users.id, user.id));
    const res = await verify(link);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ reason: 'invalid' });
    expect((await me(token)).emailVerified).toBe(false);
  });

  it('makes no link when the sign-up is refused', async () => {
    const { user } = await registerUser(app);
    await linkFor(user.email);
    const count = async () =>
      (await app.db.select({ n: sql<number>`count(*)::int` }).from(emailVerifications))[0]!.n;
    const before = await count();
    const taken = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '203.0.113.41',
      payload: { name: 'Twin', email: user.email, password: PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    expect(await count()).toBe(before);
    await app.jobs.drain();
    expect(verificationMails(user.email)).toHaveLength(1);
  });

  it('throttles one address after 10 tries in 15 minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await verify(`guessed-token-number-${i}`, '192.0.2.88')).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
  });
});

describe('email verification without outgoing mail', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('makes no link at sign-up, and a request for one says plainly that none can be sent', async () => {
    const { user, token } = await registerUser(test.app);
    const links = await test.app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    expect(links).toEqual([]);
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      success: true,
      data: { message: EMAIL_VERIFICATION_MESSAGES.noMail, mailSent: false },
    });
  });

  it('seeds the admin and the demo orders’ customers as verified', async () => {
    const admin = await loginAsAdmin(test.app);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(admin.token),
    });
    expect(json<{ data: AuthUser }>(me).data.emailVerified).toBe(true);
    // The orders seed's twenty customers (modules/orders/orders.seed.ts); the demo's other
    // seeds add customers of their own.
    const verified = await test.app.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.role, 'user'),
          like(users.email, '%.demo%@example.com'),
          isNotNull(users.emailVerifiedAt),
        ),
      );
    expect(verified.length).toBeGreaterThanOrEqual(20);
  });
});
