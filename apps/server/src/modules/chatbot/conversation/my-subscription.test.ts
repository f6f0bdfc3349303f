import { randomBytes } from 'node:crypto';
import type { MySubscription } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, subscriptionAccess } from '../../../db/schema/index.ts';
import { json } from '../../../testing/test-app.ts';
import {
  as,
  newCustomer,
  newPackage,
  orderIn,
  placeOrder,
  type TestCustomer,
} from '../../../testing/order-kit.ts';
import { useShopTestApp } from '../../../testing/shop-test-app.ts';
import { DAY, moveOrder } from '../../../testing/subscription-kit.ts';
import { subscriptionsLeft } from './placeholders.ts';

// {{my_subscription}}: the sign-in and setup answers tell a signed-in customer their own
// packages and days left, never the access details themselves; a visitor hears nothing of it.

const t = useShopTestApp();
let visitors = 0;

/** Signed in as `customer`, or a visitor from an address of its own. */
async function ask(message: string, customer?: TestCustomer) {
  visitors += 1;
  const request = {
    method: 'POST' as const,
    url: '/api/chatbot/process-message',
    remoteAddress: `10.61.0.${visitors}`,
    payload: {
      message,
      sessionId: `my-subscription-${Date.now()}-${visitors}`,
      sessionSecret: randomBytes(32).toString('base64url'),
    },
  };
  const res = await t.app.inject(customer ? as(customer, request) : request);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { response: string; intent: string } }>(res).data;
}

/** An activated order of a package named `name` that ends in `days` days. */
async function subscribe(customer: TestCustomer, name: string, days: number) {
  const pkg = await newPackage(t.app, t.admin, { name });
  const placed = await placeOrder(t.app, customer, { serviceId: pkg.id });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = orderIn(placed);
  await moveOrder(t.app, t.admin, id, 'paid');
  await moveOrder(t.app, t.admin, id, 'active');
  await t.app.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() + days * DAY) })
    .where(eq(orders.id, id));
  return id;
}

describe('{{my_subscription}} in the chat', () => {
  it("tells a signed-in customer their package and days left, never the access's username or password", async () => {
    const customer = await newCustomer(t.app);
    await subscribe(customer, 'Sports Plus', 11.5);
    const res = await t.app.inject(
      as(customer, { method: 'GET', url: '/api/account/subscriptions' }),
    );
    const [access] = json<{ data: MySubscription[] }>(res).data.map((s) => s.access);
    expect(access?.password).toBeTruthy();

    const login = await ask('the app says invalid username or password', customer);
    expect(login.intent).toBe('app_login_issue');
    expect(login.response).toMatch(
      /^Your Sports Plus subscription has 12 days left\. Let's get you back in: /,
    );
    const web = await ask('can i watch in my browser', customer);
    expect(web.intent).toBe('setup_web');
    expect(web.response).toMatch(
      /\[Setup Guide\]\(\/setup-guide#web\)\. Your Sports Plus subscription has 12 days left\.$/,
    );
    for (const reply of [login, web]) {
      expect(reply.response).toContain('[My account](/account)');
      expect(reply.response).toContain('Get a new password');
      expect(reply.response).not.toContain(access!.password);
      expect(reply.response).not.toContain(access!.username);
    }
  });

  it('names each running subscription, and none that is suspended or over', async () => {
    const customer = await newCustomer(t.app);
    await subscribe(customer, 'Sports Plus', 40);
    await subscribe(customer, 'Essentials', 0.5);
    const suspended = await subscribe(customer, 'Cinema', 20);
    await t.app.db
      .update(subscriptionAccess)
      .set({ state: 'suspended' })
      .where(eq(subscriptionAccess.orderId, suspended));
    const over = await subscribe(customer, 'Kids', 5);
    await t.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(orders.id, over));

    const reply = await ask('how do i install it on my smart tv', customer);
    expect(reply.intent).toBe('setup_smart_tv');
    expect(reply.response).toMatch(
      /^Your Essentials subscription has 1 day left\. Your Sports Plus subscription has 40 days left\. On a Samsung or LG smart TV: /,
    );
    expect(reply.response).not.toMatch(/Cinema|Kids/);
  });

  it('says nothing of subscriptions to a visitor, or to a customer without one', async () => {
    const visitor = await ask('the app says invalid username or password');
    expect(visitor.intent).toBe('app_login_issue');
    expect(visitor.response).toMatch(/^Let's get you back in: 1\) the apps and the Web Player/);
    const web = await ask('can i watch in my browser');
    expect(web.response).toMatch(/More tips: \[Setup Guide\]\(\/setup-guide#web\)\.$/);

    const customer = await newCustomer(t.app);
    const none = await ask('the app says invalid username or password', customer);
    expect(none.response).toBe(visitor.response);
  });
});

describe('subscriptionsLeft', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  it('counts whole days rounded up, one sentence a subscription, nothing for none', () => {
    expect(
      subscriptionsLeft(
        [
          { serviceName: 'Essentials', expiresAt: at(0.2) },
          { serviceName: 'Sports Plus', expiresAt: at(11.01) },
        ],
        now,
      ),
    ).toBe(
      'Your Essentials subscription has 1 day left. Your Sports Plus subscription has 12 days left.',
    );
    expect(subscriptionsLeft([], now)).toBe('');
  });
});
