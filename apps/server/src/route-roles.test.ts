import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, chatMessages, users } from './db/schema/index.ts';
import {
  adminOf,
  as,
  moveBody,
  newCustomer,
  newPackage,
  placeOrder,
  type TestCustomer,
  orderIn,
} from './testing/order-kit.ts';
import { multipart, PNG_1PX } from './testing/images.ts';
import { bearer, json, loginAsAdmin, registerUser } from './testing/test-app.ts';
import { concreteUrl } from './testing/route-urls.ts';
import { takeTrial, trialPackage } from './testing/trial-kit.ts';
import { useTestApp } from './testing/use-test-app.ts';

/**
 * Every route the server has, taken from its own route table (so a route added later is
 * walked too), against each role: no admin route answers anyone but an admin, and no route
 * answers a 5xx to a caller without a token.
 */

describe('every route against every role', () => {
  const test = useTestApp();
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    customer = (await registerUser(test.app)).token;
    admin = (await loginAsAdmin(test.app)).token;
  });

  const apiRoutes = () =>
    test.app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(route.method),
    );
  const adminRoutes = () => apiRoutes().filter((route) => route.url.startsWith('/api/admin/'));

  async function call(method: string, url: string, token?: string) {
    const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
    return test.app.inject({
      method: method as 'GET',
      url: concreteUrl(url),
      headers: token ? bearer(token) : {},
      ...(withBody ? { payload: {} } : {}),
    });
  }

  it('takes the routes from the server itself: every admin section is in the table', () => {
    const sections = new Set(adminRoutes().map((route) => route.url.split('/')[3]));
    for (const section of [
      'services',
      'orders',
      'promo-codes',
      'finance',
      'business',
      'dashboard',
      'queries',
      'vod-requests',
      'content-reports',
      'events',
      'notifications',
      'chatbot',
      'audit-log',
      'webhooks',
      'backups',
      'customers',
    ]) {
      expect(sections, section).toContain(section);
    }
    expect(adminRoutes().length).toBeGreaterThan(50);
  });

  it('refuses every admin route without a token (401) and to a customer (403)', async () => {
    const wrong: string[] = [];
    for (const { method, url } of adminRoutes()) {
      const anonymous = await call(method, url);
      if (anonymous.statusCode !== 401)
        wrong.push(`${method} ${url} anonymous: ${anonymous.statusCode}`);
      const asCustomer = await call(method, url, customer);
      if (asCustomer.statusCode !== 403)
        wrong.push(`${method} ${url} customer: ${asCustomer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers an admin on every admin route without a server error', async () => {
    const wrong: string[] = [];
    for (const { method, url } of adminRoutes()) {
      // Reads only: writes with an empty body are refused by validation, reads must work.
      if (method !== 'GET') continue;
      const answer = await call(method, url, admin);
      if (answer.statusCode >= 500 || answer.statusCode === 401 || answer.statusCode === 403)
        wrong.push(`${method} ${url}: ${answer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never answers a 5xx to a caller without a token, on any route', async () => {
    const wrong: string[] = [];
    for (const { method, url } of apiRoutes()) {
      const answer = await call(method, url);
      if (answer.statusCode >= 500) wrong.push(`${method} ${url}: ${answer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Customer B against customer A's records, on every route that names a record by id or acts
 * on the caller's own things. The routes come from the route table; each is served by the
 * factory of its prefix, which makes A's record and reads what A can see of it. A new route
 * with an `:id` (or one that needs a sign-in) and no factory fails the first test, so a route
 * cannot be added without saying whose records it touches.
 */
describe("one customer against another's records", () => {
  const test = useTestApp();
  let admin: { token: string; id: string };
  let pkg: { id: string };
  let trialPkg: { id: string } | undefined;

  beforeAll(async () => {
    admin = await adminOf(test.app);
    pkg = await newPackage(test.app, admin, { price: 1234 });
  });

  /** A's record: its id (what the route's `:id` or body names) and text only A may see. */
  interface Made {
    id: string;
    markers: string[];
    secret?: string;
  }
  interface Resource {
    create(owner: TestCustomer): Promise<Made>;
    /** Everything A can see of it: must be the same before and after B's call. */
    state(owner: TestCustomer, made: Made): Promise<unknown>;
  }

  const get = async (who: TestCustomer, url: string) => {
    const res = await test.app.inject(as(who, { method: 'GET', url }));
    return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
  };
  const mark = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}`;

  async function setStatus(orderId: string, status: string) {
    const res = await test.app.inject(
      as(admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}`,
        payload: moveBody(status),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
  }

  async function answerQuery(queryId: string, text: string) {
    const res = await test.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/queries/${queryId}/reply`,
        payload: { body: text },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
  }

  const chatSecret = () => randomBytes(32).toString('base64url');

  /** Keyed by route prefix; the longest prefix that matches serves a route. */
  const RESOURCES: Record<string, Resource> = {
    '/api/orders': {
      // Active, so that renewing it is exactly what its owner could do.
      async create(owner) {
        const res = await placeOrder(test.app, owner, { serviceId: pkg.id });
        expect(res.statusCode, res.body).toBe(201);
        const order = orderIn(res);
        await setStatus(order.id, 'paid');
        await setStatus(order.id, 'active');
        return { id: order.id, markers: [order.id, order.orderNumber] };
      },
      state: (owner) => get(owner, '/api/orders/mine?pageSize=100'),
    },
    // A running subscription's access: its username and password are A's alone.
    '/api/account/subscriptions': {
      async create(owner) {
        const res = await placeOrder(test.app, owner, { serviceId: pkg.id });
        const order = orderIn(res);
        await setStatus(order.id, 'paid');
        await setStatus(order.id, 'active');
        const mine = json<{ data: { access: { username: string; password: string } }[] }>(
          await test.app.inject(as(owner, { method: 'GET', url: '/api/account/subscriptions' })),
        ).data[0]!;
        return {
          id: order.id,
          markers: [order.id, order.orderNumber, mine.access.username, mine.access.password],
        };
      },
      state: (owner) => get(owner, '/api/account/subscriptions'),
    },
    '/api/notifications': {
      async create(owner) {
        const title = mark('For A only');
        const made = await test.app.notify.user(owner.id, {
          type: 'info',
          title,
          message: 'A private notice',
        });
        return { id: made!.id, markers: [made!.id, title] };
      },
      async state(owner) {
        return [
          await get(owner, '/api/notifications?pageSize=100'),
          await get(owner, '/api/notifications/unread-count'),
        ];
      },
    },
    '/api/account/queries': {
      async create(owner) {
        const subject = mark('A asks');
        const res = await test.app.inject(
          as(owner, {
            method: 'POST',
            url: '/api/contact',
            payload: { name: 'Customer A', subject, message: 'Is there a family discount?' },
          }),
        );
        expect(res.statusCode, res.body).toBe(201);
        const id = json<{ data: { id: string } }>(res).data.id;
        const answer = mark('Team answers A');
        await answerQuery(id, answer);
        return { id, markers: [id, subject, answer] };
      },
      state: (owner, made) => get(owner, `/api/account/queries/${made.id}`),
    },
    // A conversation is named by its session id in the body, and proven by the account
    // (signed in) or the browser's secret.
    '/api/chatbot': {
      async create(owner) {
        const sessionId = mark('session-a');
        const secret = chatSecret();
        const res = await test.app.inject(
          as(owner, {
            method: 'POST',
            url: '/api/chatbot/process-message',
            payload: {
              sessionId,
              sessionSecret: secret,
              message: 'Talk to a person',
              handover: true,
              email: owner.email,
            },
          }),
        );
        expect(res.statusCode, res.body).toBe(200);
        const inbox = json<{ data: { id: string }[] }>(
          await test.app.inject(
            as(admin, {
              method: 'GET',
              url: `/api/admin/queries?source=chat&q=${encodeURIComponent(owner.email)}`,
            }),
          ),
        ).data;
        expect(inbox).toHaveLength(1);
        const answer = mark('Team answers the chat');
        await answerQuery(inbox[0]!.id, answer);
        return { id: sessionId, markers: [sessionId, answer], secret };
      },
      async state(owner, made) {
        const replies = await test.app.inject(
          as(owner, {
            method: 'POST',
            url: '/api/chatbot/team-replies',
            payload: { sessionId: made.id, sessionSecret: made.secret },
          }),
        );
        const [conversation] = await test.app.db
          .select()
          .from(chatConversations)
          .where(eq(chatConversations.sessionId, made.id));
        const messages = await test.app.db
          .select({ sender: chatMessages.sender, text: chatMessages.text })
          .from(chatMessages)
          .where(eq(chatMessages.conversationId, conversation!.id))
          .orderBy(asc(chatMessages.createdAt));
        return { replies: JSON.parse(replies.body) as unknown, conversation, messages };
      },
    },
    // A's one free trial: B asking for one (with A's package) takes nothing of A's.
    '/api/trials': {
      async create(owner) {
        await test.app.db
          .update(users)
          .set({ emailVerifiedAt: new Date() })
          .where(eq(users.id, owner.id));
        trialPkg ??= await trialPackage(test.app, admin, 24);
        const res = await takeTrial(test.app, owner, trialPkg.id);
        expect(res.statusCode, res.body).toBe(201);
        const trial = json<{ data: { id: string; orderNumber: string } }>(res).data;
        return { id: trial.id, markers: [trial.id, trial.orderNumber] };
      },
      state: (owner) => get(owner, '/api/account/subscriptions'),
    },
    // Acts on the caller too: A's choices stay A's whatever B sends.
    '/api/account/email-preferences': {
      async create(owner) {
        const res = await test.app.inject(
          as(owner, {
            method: 'PUT',
            url: '/api/account/email-preferences',
            payload: { reminders: false, news: true },
          }),
        );
        expect(res.statusCode, res.body).toBe(200);
        return { id: owner.id, markers: [] };
      },
      state: (owner) => get(owner, '/api/account/email-preferences'),
    },
    // A's other signed-in device: B can neither see nor end it.
    '/api/account/sessions': {
      async create(owner) {
        const res = await test.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.81',
          headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Firefox/133.0' },
          payload: { email: owner.email, password: PASSWORD },
        });
        expect(res.statusCode, res.body).toBe(200);
        const claims = await test.app.tokens.verify(
          json<{ data: { token: string } }>(res).data.token,
        );
        return { id: claims!.sid, markers: ['192.0.2.81'] };
      },
      state: (owner) => get(owner, '/api/account/sessions'),
    },
    // "Download my data": B asking for B's own takes nothing of A's, nor A's daily turn.
    '/api/account/export': {
      async create(owner) {
        const res = await test.app.inject(
          as(owner, { method: 'POST', url: '/api/account/export', payload: {} }),
        );
        expect(res.statusCode, res.body).toBe(202);
        // Prepared now: the job finishing during B's call would change A's list by itself.
        await test.app.jobs.drain();
        return { id: owner.id, markers: [] };
      },
      state: (owner) => get(owner, '/api/account/exports'),
    },
    // A's prepared file, which holds A's email: B can neither list nor download it.
    '/api/account/exports': {
      async create(owner) {
        const res = await test.app.inject(
          as(owner, { method: 'POST', url: '/api/account/export', payload: {} }),
        );
        expect(res.statusCode, res.body).toBe(202);
        await test.app.jobs.drain();
        const id = json<{ data: { id: string } }>(res).data.id;
        return { id, markers: [owner.email] };
      },
      async state(owner, made) {
        const file = await test.app.inject(
          as(owner, { method: 'GET', url: `/api/account/exports/${made.id}` }),
        );
        return { list: await get(owner, '/api/account/exports'), file: file.statusCode };
      },
    },
    // B closing an account closes B's: A's stays open and signed in.
    '/api/account/close': {
      create: async (owner) => ({ id: owner.id, markers: [owner.email] }),
      async state(owner) {
        return {
          me: await get(owner, '/api/auth/me'),
          validate: await get(owner, '/api/auth/validate'),
        };
      },
    },
    // The account routes act on the caller: A's record is A's account itself.
    '/api/auth': {
      async create(owner) {
        const photo = await test.app.inject(
          as(owner, { method: 'PUT', url: '/api/auth/me/photo', ...(await multipart(PNG_1PX)) }),
        );
        expect(photo.statusCode, photo.body).toBe(200);
        return { id: owner.id, markers: [owner.email] };
      },
      async state(owner) {
        const signIn = await test.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: owner.ip,
          payload: { email: owner.email, password: PASSWORD },
        });
        const me = await get(owner, '/api/auth/me');
        return {
          signIn: signIn.statusCode,
          me,
          stillSignedIn: (await get(owner, '/api/auth/validate')).status,
        };
      },
    },
  };

  /**
   * Routes with an id that are public by design, with the reason; everything else with an id
   * is somebody's and needs a factory above.
   */
  const PUBLIC_BY_ID: Record<string, string> = {
    '/api/events/': 'the schedule of live events is public',
    // An <img> sends no token; the address is only shown to the user and to admins.
    '/api/users/': 'a profile photo is an image addressed by its owner',
  };
  /** Public routes that name a conversation in their body rather than their path. */
  const BODY_ID_ROUTES = ['POST /api/chatbot/process-message', 'POST /api/chatbot/team-replies'];

  const PASSWORD = 'Correct-Horse-Battery-9';
  /** B's bodies: valid, so each call reaches the check of whose record it is. */
  const BODIES: Record<
    string,
    (made: Made) => Promise<Partial<InjectOptions>> | Partial<InjectOptions>
  > = {
    'POST /api/orders': () => ({ payload: { serviceId: pkg.id } }),
    'POST /api/trials': () => ({ payload: { serviceId: trialPkg!.id } }),
    'PUT /api/account/email-preferences': () => ({ payload: { reminders: true, news: false } }),
    'PATCH /api/auth/me': () => ({ payload: { name: 'Mallory', photo: null } }),
    'POST /api/auth/change-password': () => ({
      payload: { currentPassword: PASSWORD, newPassword: 'Another-Horse-Battery-7' },
    }),
    // A's address with B's password: the way to take A's address is closed.
    'POST /api/auth/change-email': (made) => ({
      payload: { email: made.markers[0], currentPassword: PASSWORD },
    }),
    'PUT /api/auth/me/photo': async () => multipart(PNG_1PX),
    // Two-factor sign-in acts on the caller's own account (B is no admin: refused either way).
    'POST /api/auth/2fa/setup': () => ({ payload: {} }),
    'POST /api/auth/2fa/disable': () => ({ payload: { password: PASSWORD, code: '123456' } }),
    'POST /api/account/queries/:id/messages': () => ({ payload: { body: 'B writes into it' } }),
    'POST /api/account/export': () => ({ payload: {} }),
    'POST /api/account/close': () => ({ payload: { password: PASSWORD } }),
    'POST /api/chatbot/process-message': (made) => ({
      payload: { sessionId: made.id, sessionSecret: chatSecret(), message: 'What did we say?' },
    }),
    'POST /api/chatbot/team-replies': (made) => ({
      payload: { sessionId: made.id, sessionSecret: chatSecret() },
    }),
  };

  const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
  const resourceOf = (url: string) =>
    Object.keys(RESOURCES)
      .filter((prefix) => url === prefix || url.startsWith(`${prefix}/`))
      .sort((x, y) => y.length - x.length)[0];

  /** Non-admin API routes that name a record or need a sign-in: somebody's records. */
  async function ownedRoutes() {
    const found: { method: string; url: string; hasBody: boolean }[] = [];
    for (const route of test.app.routeTable) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/admin/')) continue;
      if (['HEAD', 'OPTIONS'].includes(route.method) || route.url.startsWith('/api/docs/'))
        continue;
      const byId = route.url.includes('/:');
      const needsSignIn =
        !byId &&
        (
          await test.app.inject({
            method: route.method as 'GET',
            url: route.url,
            ...(route.hasBody ? { payload: {} } : {}),
          })
        ).statusCode === 401;
      if (byId || needsSignIn || BODY_ID_ROUTES.includes(key(route))) found.push(route);
    }
    return found;
  }

  it('has a factory for every route that names a record or acts on the caller', async () => {
    const routes = await ownedRoutes();
    const missing = routes
      .filter((route) => !Object.keys(PUBLIC_BY_ID).some((p) => route.url.startsWith(p)))
      .filter((route) => !resourceOf(route.url))
      .map(key);
    expect(missing, 'add a factory to RESOURCES (or a reason to PUBLIC_BY_ID)').toEqual([]);
    const bodiless = routes.filter((route) => route.hasBody && !BODIES[key(route)]).map(key);
    expect(bodiless, 'add a valid body to BODIES').toEqual([]);
    // The walk reaches every kind of record the issue names.
    for (const prefix of Object.keys(RESOURCES)) {
      expect(
        routes.some((route) => resourceOf(route.url) === prefix),
        prefix,
      ).toBe(true);
    }
    expect(routes.length).toBeGreaterThan(15);
  });

  it("never shows or changes A's record to B, on any such route", async () => {
    const wrong: string[] = [];
    const walked: string[] = [];
    for (const route of await ownedRoutes()) {
      const prefix = resourceOf(route.url);
      if (!prefix) continue; // public by design (the test above holds the list)
      walked.push(key(route));
      const resource = RESOURCES[prefix]!;
      // Fresh people per route: B changing their own password or signing out must not
      // decide the next route's outcome.
      const [a, b] = [await newCustomer(test.app, 'Alice A'), await newCustomer(test.app, 'Bob B')];
      const made = await resource.create(a);
      const before = await resource.state(a, made);
      const byId = route.url.includes('/:');
      const answer = await test.app.inject(
        as(b, {
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, made.id),
          ...((await BODIES[key(route)]?.(made)) ?? {}),
        }),
      );
      const name = `${key(route)} as B`;
      if (byId && ![403, 404].includes(answer.statusCode))
        wrong.push(`${name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      if (answer.statusCode >= 500) wrong.push(`${name}: ${answer.statusCode}`);
      // The id is in the URL B sent; nothing else of A's may come back.
      for (const marker of made.markers.filter((m) => !(byId && m === made.id))) {
        if (answer.body.includes(marker)) wrong.push(`${name}: answered A's ${marker}`);
      }
      const after = await resource.state(a, made);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        wrong.push(
          `${name}: A's record changed\n${JSON.stringify(before)}\n${JSON.stringify(after)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
    expect(walked).toEqual(expect.arrayContaining(['POST /api/orders/:id/renew']));
  });
});
