import type { AuditEntry, AuthUser } from '@streamfront/contract';
import { PROFILE_PHOTO_MAX_BYTES } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HTML_AS_PNG,
  multipart,
  PNG_1PX,
  SVG_WITH_SCRIPT,
  WEBP_1PX,
} from '../../testing/images.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { pixelsOf } from '../../testing/decoded-image.ts';
import { bearer, createTestApp, json, loginAsAdmin, type TestApp } from '../../testing/test-app.ts';

const PASSWORD = 'Correct-Horse-Battery-9';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let test: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  sink = await startSmtpSink();
  test = await createTestApp({ smtpUrl: sink.url });
  app = test.app;
});
afterAll(async () => {
  await test.close();
  await sink.close();
});

// Every account signs up and speaks from its own address, so throttles never cross tests.
let counter = 0;
async function account(name = 'Pat Profile') {
  counter += 1;
  const ip = `10.88.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  const email = `profile${counter}.${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: { name, email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token, user } = json<{ data: { token: string; user: AuthUser } }>(res).data;
  return { token, user, email, ip };
}
type Account = Awaited<ReturnType<typeof account>>;

const me = async (who: Account) =>
  json<{ data: AuthUser }>(
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(who.token) }),
  ).data;

async function uploadPhoto(
  who: { token: string },
  bytes: Uint8Array,
  name = 'me.png',
  type = 'image/png',
) {
  const body = await multipart(bytes, name, type);
  return app.inject({
    method: 'PUT',
    url: '/api/auth/me/photo',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(who.token) },
  });
}

const changeEmail = (who: Account, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/change-email',
    headers: bearer(who.token),
    remoteAddress: who.ip,
    payload,
  });

async function auditOf(userId: string) {
  const admin = await loginAsAdmin(app);
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/audit-log?entityType=user&entityId=${userId}&sort=createdAt`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: AuditEntry[] }>(res).data;
}

describe('name', () => {
  it('PATCH /auth/me changes the name, and the audit log keeps it as a user change', async () => {
    const who = await account('Old Name');
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(who.token),
      payload: { name: '  New Name ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(who)).name).toBe('New Name');
    const [entry, ...rest] = await auditOf(who.user.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'user.update',
      entityType: 'user',
      entityLabel: who.email,
      actor: { id: who.user.id },
      before: { name: 'Old Name' },
      after: { name: 'New Name' },
    });
  });
});

describe('photo', () => {
  it('stores an upload in the database and serves it at a URL carrying its content hash', async () => {
    const who = await account();
    const res = await uploadPhoto(who, PNG_1PX, 'holiday.png');
    expect(res.statusCode, res.body).toBe(200);
    const photo = json<{ data: AuthUser }>(res).data.photo!;
    expect(photo).toMatch(new RegExp(`^/api/users/${who.user.id}/photo\\?v=[\\w-]+$`));
    expect((await me(who)).photo).toBe(photo);

    // An <img> sends no token: the photo is served to anyone with its address.
    const image = await app.inject({ method: 'GET', url: photo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // Re-encoded without loss: the same pixels, not the same bytes.
    expect(await pixelsOf(image.rawPayload)).toEqual(await pixelsOf(PNG_1PX));

    // A new photo is a new URL; the old one is not cached for a year any more.
    const webp = json<{ data: AuthUser }>(await uploadPhoto(who, WEBP_1PX, 'me.webp', 'image/webp'))
      .data.photo!;
    expect(webp).not.toBe(photo);
    const stale = await app.inject({ method: 'GET', url: photo });
    expect(stale.headers['content-type']).toBe('image/webp');
    expect(stale.headers['cache-control']).toBe('no-cache');

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/auth/me/photo',
      headers: bearer(who.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json<{ data: AuthUser }>(removed).data.photo).toBeNull();
    expect((await app.inject({ method: 'GET', url: webp })).statusCode).toBe(404);

    const photoRows = (await auditOf(who.user.id)).filter((e) => e.action === 'user.photo');
    expect(photoRows.map((e) => [e.before?.photo ?? null, e.after?.photo ?? null])).toEqual([
      [null, photo],
      [photo, webp],
      [webp, null],
    ]);
  });

  it('refuses what is not a PNG, JPEG or WebP photo of at most 1 MB, whatever its name', async () => {
    const who = await account();
    const refusal = async (bytes: Uint8Array, name: string, type: string) => {
      const res = await uploadPhoto(who, bytes, name, type);
      return {
        status: res.statusCode,
        errors: json<{ errors?: Record<string, string[]> }>(res).errors,
      };
    };
    expect(await refusal(HTML_AS_PNG, 'me.png', 'image/png')).toEqual({
      status: 415,
      errors: { file: ['The file must be a PNG, JPEG or WebP image'] },
    });
    expect((await refusal(SVG_WITH_SCRIPT, 'me.svg', 'image/svg+xml')).status).toBe(415);
    const huge = Buffer.concat([PNG_1PX, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)]);
    expect(await refusal(huge, 'big.png', 'image/png')).toEqual({
      status: 413,
      errors: { file: ['The image must be 1 MB or smaller'] },
    });
    expect((await me(who)).photo).toBeNull();

    const body = await multipart(PNG_1PX);
    const anonymous = await app.inject({ method: 'PUT', url: '/api/auth/me/photo', ...body });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/users/${who.user.id}/photo`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('email change', () => {
  it('needs the current password, then changes the address and tells the old one', async () => {
    const who = await account('Ella Email');
    const newEmail = `moved${counter}.${Date.now()}@example.com`;

    const wrong = await changeEmail(who, { email: newEmail, currentPassword: 'not-my-password' });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(wrong).errors).toEqual({
      currentPassword: ['Current password is incorrect'],
    });
    expect((await me(who)).email).toBe(who.email);

    const res = await changeEmail(who, {
      email: `  ${newEmail.toUpperCase()} `,
      currentPassword: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: AuthUser }>(res).data.email).toBe(newEmail);
    // The session goes on; sign-in now takes the new address only.
    expect((await me(who)).email).toBe(newEmail);
    const login = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: who.ip,
        payload: { email, password: PASSWORD },
      });
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(who.email)).statusCode).toBe(401);

    const notice = await vi.waitFor(
      () => {
        const mail = sink.received.find(
          (m) => m.to.includes(who.email) && m.subject === 'Your email address was changed',
        );
        if (!mail) throw new Error('waiting for the notice to the old address');
        return mail;
      },
      { timeout: 10_000 },
    );
    expect(notice.subject).toBe('Your email address was changed');
    expect(notice.text).toContain(`to ${newEmail}.`);
    expect(notice.html).toContain(`to ${newEmail}.`);
    // The new address gets its verification link (email-verification.routes.test.ts), and
    // nothing about the change itself.
    await app.jobs.drain();
    expect(sink.received.filter((m) => m.to.includes(newEmail)).map((m) => m.subject)).toEqual([
      'Verify your email address',
    ]);

    const [entry] = (await auditOf(who.user.id)).filter((e) => e.action === 'user.email');
    expect(entry).toMatchObject({ before: { email: who.email }, after: { email: newEmail } });
  });

  it('answers a taken address with 409 on the email field, only after the right password', async () => {
    const taken = await account();
    const who = await account();
    const wrongPassword = await changeEmail(who, {
      email: taken.email,
      currentPassword: 'nope-nope',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(wrongPassword).errors)).toEqual([
      'currentPassword',
    ]);

    const res = await changeEmail(who, { email: taken.email, currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(409);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      email: ['An account with this email already exists'],
    });
    expect((await me(who)).email).toBe(who.email);

    const same = await changeEmail(who, { email: who.email, currentPassword: PASSWORD });
    expect(same.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(same).errors).toEqual({
      email: ['This is already your email'],
    });
    const bad = await changeEmail(who, { email: 'not an email', currentPassword: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(bad).errors).sort()).toEqual([
      'currentPassword',
      'email',
    ]);
  });

  it('is throttled like sign-in: wrong passwords run out, then even the right one waits', async () => {
    const who = await account();
    const newEmail = `throttled${counter}.${Date.now()}@example.com`;
    for (let i = 0; i < 10; i += 1) {
      const res = await changeEmail(who, { email: newEmail, currentPassword: `guess-${i}` });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await changeEmail(who, { email: newEmail, currentPassword: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same counters as sign-in: that address cannot sign in to the account either.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: who.ip,
      payload: { email: who.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(429);
    expect((await me(who)).email).toBe(who.email);
  });
});

describe('password', () => {
  it('a change of password leaves a user row in the audit log without the password', async () => {
    const who = await account();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(who.token),
      remoteAddress: who.ip,
      payload: { currentPassword: PASSWORD, newPassword: 'Another-Long-Passphrase-7' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await auditOf(who.user.id)).filter((e) => e.action === 'user.password');
    expect(entry).toMatchObject({ before: null, after: null, actor: { id: who.user.id } });
  });
});
