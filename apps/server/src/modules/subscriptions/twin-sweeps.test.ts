import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwinApps, type TwinApps } from '../../testing/twin-apps.ts';
import { adminOf } from '../../testing/order-kit.ts';
import { DAY, noticesOf, runningSubscription } from '../../testing/subscription-kit.ts';
import { sweepSubscriptions } from './sweep.ts';

// Every instance runs the job; the database, not the process, decides who sends.
let twins: TwinApps;
beforeAll(async () => {
  twins = await createTwinApps();
});
afterAll(() => twins.close());

describe('two instances sweeping the same database at the same moment', () => {
  it('send each reminder once and end each subscription once', async () => {
    const admin = await adminOf(twins.a);
    const subs = await Promise.all([1, 2, 3].map(() => runningSubscription(twins.a, admin)));
    const end = subs[0]!.end;

    const at7 = new Date(end.getTime() - 3 * DAY);
    const at1 = new Date(end.getTime() - DAY / 2);
    const after = new Date(end.getTime() + DAY);
    for (const now of [at7, at1, after]) {
      await Promise.all([
        sweepSubscriptions(twins.a, now),
        sweepSubscriptions(twins.b, now),
        sweepSubscriptions(twins.a, now),
        sweepSubscriptions(twins.b, now),
      ]);
    }

    for (const { customer } of subs) {
      const titles = await noticesOf(twins.b, customer);
      expect(titles.filter((title) => title.startsWith('Subscription ends in'))).toHaveLength(1);
      expect(titles.filter((title) => title === 'Subscription ends tomorrow')).toHaveLength(1);
      expect(titles.filter((title) => title === 'Subscription expired')).toHaveLength(1);
    }
  });
});
