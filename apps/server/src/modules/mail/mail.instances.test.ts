import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminOf, newCustomer, newPackage, orderIn, placeOrder } from '../../testing/order-kit.ts';
import { notVerification, startSmtpSink } from '../../testing/smtp-sink.ts';
import { TEST_POSTGRES_URL } from '../../testing/test-cluster.ts';
import { createTwinApps, type TwinApps } from '../../testing/twin-apps.ts';

// Always on PostgreSQL: two instances, each with its own pool and worker, on one queue.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let twins: TwinApps;
beforeAll(async () => {
  sink = await startSmtpSink();
  twins = await createTwinApps(TEST_POSTGRES_URL, {
    smtpUrl: sink.url,
    publicUrl: 'https://tv.example.com',
    jobPollMs: 50,
  });
});
afterAll(async () => {
  await twins.close();
  await sink.close();
});

describe('orders mailed while two instances work the queue', () => {
  it('mails each order once', async () => {
    const admin = await adminOf(twins.a);
    const pkg = await newPackage(twins.a, admin, { price: 1000 });
    const customers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => newCustomer(i % 2 ? twins.a : twins.b)),
    );
    const orders = await Promise.all(
      customers.map(async (customer, i) =>
        orderIn(await placeOrder(i % 2 ? twins.b : twins.a, customer, { serviceId: pkg.id })),
      ),
    );
    const mailsOf = (i: number) =>
      sink.received.filter(
        (mail) => mail.to.includes(customers[i]!.email) && notVerification(mail),
      );
    await vi.waitFor(() => expect(orders.every((_, i) => mailsOf(i).length > 0)).toBe(true), {
      timeout: 20_000,
    });
    await Promise.all([twins.a.jobs.drain(), twins.b.jobs.drain()]);
    // A second copy, were one on its way, has had the time the first took.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [i, order] of orders.entries()) {
      expect(mailsOf(i).map((mail) => mail.subject)).toEqual([
        `Order ${order.orderNumber} placed: how to pay`,
      ]);
    }
  }, 60_000);
});
