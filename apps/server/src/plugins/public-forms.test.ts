import { randomBytes } from 'node:crypto';
import {
  CONTACT_RECEIVED_MESSAGE,
  CONTENT_REPORT_RECEIVED_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
} from '@streamfront/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentReports, queries, vodRequesters } from '../db/schema/index.ts';
import { nextIp, postForm } from '../testing/public-forms.ts';
import { connected, nextEvent, socketClient } from '../testing/socket-client.ts';
import { json, registerUser } from '../testing/test-app.ts';
import { useAdminTestApp } from '../testing/admin-test-app.ts';

// What every public form shares, run against each of them: the route builder gives all of
// them the same rules, and a form that stops using it fails here.

const t = useAdminTestApp({ live: true });

type Stored = { email: string; userId: string | null } | undefined;
type Receipt = { success: true; data: { _id: string; id: string; message: string } };
type Failure = { success: false; message: string; errors?: Record<string, string[]> };

let titles = 0;

const forms: {
  form: string;
  url: string;
  body: Record<string, unknown>;
  /** A form whose repeats join one record (a VOD title) gets a fresh body per test. */
  fresh?: (body: Record<string, unknown>) => Record<string, unknown>;
  receipt: unknown;
  notice: Record<string, unknown>;
  stored: (id: string) => Promise<Stored>;
}[] = [
  {
    form: 'contact',
    url: '/api/contact',
    body: {
      name: 'Jamie Doe',
      subject: 'Four screens?',
      message: 'Can I watch on four screens in different homes?',
    },
    receipt: CONTACT_RECEIVED_MESSAGE,
    notice: {
      type: 'contact',
      title: 'New contact message',
      message: 'Jamie Doe: Four screens?',
      link: '/admin/queries',
    },
    stored: async (id: string): Promise<Stored> =>
      (await t.app.db.select().from(queries).where(eq(queries.id, id)))[0],
  },
  {
    form: 'VOD request',
    url: '/api/vod-requests',
    body: { title: 'Dune', type: 'movie', year: 2021 },
    fresh: (body) => ({ ...body, title: `Dune ${(titles += 1)}` }),
    receipt: expect.stringMatching(/^Thank you! Your request for "Dune \d+" has been received/),
    notice: {
      type: 'vod_request',
      title: 'New VOD request',
      message: expect.stringMatching(/^Dune \d+ \(movie, 2021\)$/),
      link: expect.stringMatching(/^\/admin\/vod-requests\?request=/),
    },
    // The answer names the title; whoever asked last is this submission.
    stored: async (id: string): Promise<Stored> =>
      (
        await t.app.db
          .select()
          .from(vodRequesters)
          .where(eq(vodRequesters.requestId, id))
          .orderBy(desc(vodRequesters.createdAt))
          .limit(1)
      )[0],
  },
  {
    form: 'content report',
    url: '/api/content-reports',
    body: {
      subject: 'Sports 1',
      problemType: 'buffering',
      details: 'The picture freezes every few minutes.',
    },
    receipt: CONTENT_REPORT_RECEIVED_MESSAGE,
    notice: {
      type: 'content_report',
      title: 'New content report',
      message: 'Buffering or poor quality: Sports 1',
      link: expect.stringMatching(/^\/admin\/report-content\?report=/),
    },
    stored: async (id: string): Promise<Stored> =>
      (await t.app.db.select().from(contentReports).where(eq(contentReports.id, id)))[0],
  },
];

/** An admin's browser tab, subscribed to the live channel as spec §6 describes. */
async function adminTab() {
  const socket = await connected(socketClient(t.base, { auth: { token: t.admin.token } }));
  expect(await socket.timeout(5_000).emitWithAck('admin:subscribe', t.admin.user.id)).toEqual({
    ok: true,
  });
  return socket;
}

describe.each(forms)(
  'the $form form',
  ({ url, body: template, fresh, receipt, notice, stored }) => {
    let body = template;
    let withEmail = { ...body, email: 'Visitor@Example.com' };
    beforeEach(() => {
      body = fresh ? fresh(template) : template;
      withEmail = { ...body, email: 'Visitor@Example.com' };
    });

    it('stores the submission and answers 201 with its ids and the line to show', async () => {
      const res = await postForm(t.app, url, withEmail);
      expect(res.statusCode, res.body).toBe(201);
      const answer = json<Receipt>(res);
      expect(answer).toEqual({
        success: true,
        data: { _id: answer.data.id, id: answer.data.id, message: receipt },
      });
      expect(await stored(answer.data.id)).toMatchObject({
        email: 'visitor@example.com',
        userId: null,
      });
    });

    it('notifies every connected admin live with admin:notification:new', async () => {
      const socket = await adminTab();
      const live = nextEvent(socket, 'admin:notification:new');
      expect((await postForm(t.app, url, withEmail)).statusCode).toBe(201);
      expect(await live).toMatchObject({ ...notice, read: false });
    });

    it('takes a signed-in user’s own address when none is given, and keeps one typed', async () => {
      const customer = await registerUser(t.app);
      const own = await postForm(t.app, url, body, { token: customer.token });
      expect(await stored(json<Receipt>(own).data.id)).toEqual(
        expect.objectContaining({ userId: customer.user.id, email: customer.user.email }),
      );
      const typed = await postForm(t.app, url, withEmail, { token: customer.token });
      expect(await stored(json<Receipt>(typed).data.id)).toEqual(
        expect.objectContaining({ userId: customer.user.id, email: 'visitor@example.com' }),
      );
    });

    it('asks a visitor for an address; a bad or revoked token is a visitor, never a 401', async () => {
      const customer = await registerUser(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${customer.token}` },
      });
      for (const token of [undefined, 'not.a.token', customer.token]) {
        for (const email of [undefined, '', null]) {
          const res = await postForm(t.app, url, { ...body, email }, token ? { token } : {});
          expect(res.statusCode, `${token} ${email}`).toBe(422);
          expect(json<Failure>(res).errors).toEqual({ email: [EMAIL_REQUIRED_MESSAGE] });
        }
      }
      const forged = await postForm(t.app, url, withEmail, { token: 'not.a.token' });
      expect(forged.statusCode).toBe(201);
      expect(await stored(json<Receipt>(forged).data.id)).toMatchObject({ userId: null });
    });

    it('refuses a body over 64 KiB with 413 before reading it', async () => {
      const res = await postForm(t.app, url, { ...withEmail, padding: 'x'.repeat(65 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(json<Failure>(res)).toEqual({ success: false, message: 'Request body is too large' });
    });

    it('takes 5 submissions per address in 10 minutes, then 429 with retry-after', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) {
        expect((await postForm(t.app, url, withEmail, { ip })).statusCode).toBe(201);
      }
      const res = await postForm(t.app, url, withEmail, { ip });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
      expect(json<Failure>(res).message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds\.$/,
      );
      expect((await postForm(t.app, url, withEmail)).statusCode).toBe(201);
    });
  },
);

describe('the chat assistant’s hand-over to a person', () => {
  it('notifies every connected admin live, like a form', async () => {
    const socket = await adminTab();
    const live = nextEvent(socket, 'admin:notification:new');
    const email = `handover.${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot/process-message',
      remoteAddress: nextIp(),
      // With the address already given, the hand-over is made by this one message.
      payload: {
        message: 'I want to talk to a person',
        sessionId: `forms-${Date.now()}`,
        sessionSecret: randomBytes(32).toString('base64url'),
        email,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await live).toMatchObject({
      type: 'query',
      title: 'Chat hand-over',
      message: expect.stringContaining(email),
      link: '/admin/queries',
      read: false,
    });
  });
});
