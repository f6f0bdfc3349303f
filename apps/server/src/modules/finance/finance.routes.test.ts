import { describe, expect, it, beforeAll } from 'vitest';
import { json } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { adminOf, as, newCustomer, type TestCustomer } from '../orders/order-test-kit.ts';

const t = useTestApp();
let admin: { token: string; id: string };
let customer: TestCustomer;

beforeAll(async () => {
  admin = await adminOf(t.app);
  customer = await newCustomer(t.app);
});

const get = (url: string, who: { token: string } = admin) =>
  t.app.inject(as(who, { method: 'GET', url }));

type Summary = {
  currency: string;
  currencies: string[];
  from: string;
  to: string;
  periods: { period: string; net: number; profit: number }[];
  totals: { net: number; profit: number; income: number; expenses: number };
};

describe('finance summary', () => {
  it('answers the last 30 days by default, every day present', async () => {
    const res = await get('/api/admin/finance/summary');
    expect(res.statusCode, res.body).toBe(200);
    const summary = json<{ data: Summary }>(res).data;
    expect(summary.periods).toHaveLength(30);
    expect(summary.currency).toBe('USD');
    void customer;
  });
});
