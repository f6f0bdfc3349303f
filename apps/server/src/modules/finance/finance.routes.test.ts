import { FINANCE_CSV_COLUMNS } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/test-app.ts';
import { as } from '../../testing/order-kit.ts';
import { useShopTestApp, itIsForAdminsOnly, type RouteCall } from '../../testing/shop-test-app.ts';

const t = useShopTestApp({ customer: true });

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(as(t.admin, { method, url, ...(payload ? { payload } : {}) }));
const fieldErrors = (res: { body: string }) =>
  json<{ errors: Record<string, string[]> }>(res as never).errors;

type Entry = {
  id: string;
  kind: string;
  date: string;
  category: string;
  amount: number;
  currency: string;
  note: string | null;
  createdBy: { id: string; name: string } | null;
};
type Summary = {
  currency: string;
  currencies: string[];
  from: string;
  to: string;
  timeZone: string;
  periods: { period: string; net: number; income: number; expenses: number; profit: number }[];
  totals: { net: number; income: number; expenses: number; profit: number; gross: number };
};
const summaryOf = (res: { body: string }) => json<{ data: Summary }>(res as never).data;

describe('finance summary: the period asked for', () => {
  it('without dates, the last 30 days to today in the time zone, every day present', async () => {
    const res = await call('GET', '/api/admin/finance/summary?timeZone=Pacific/Kiritimati');
    expect(res.statusCode, res.body).toBe(200);
    const summary = summaryOf(res);
    // UTC+14: its today is often not the server's.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Kiritimati' });
    expect(summary.to).toBe(today);
    expect(summary.periods).toHaveLength(30);
    expect(summary.periods.at(-1)!.period).toBe(today);
    expect(summary.timeZone).toBe('Pacific/Kiritimati');
  });

  it('defaults to the currency most orders were paid in and lists every currency present', async () => {
    const summary = summaryOf(
      await call('GET', '/api/admin/finance/summary?from=2024-01-01&to=2024-01-31'),
    );
    expect(summary.currency).toBe('USD');
    await call('POST', '/api/admin/finance/entries', {
      kind: 'income',
      date: '2024-01-15',
      category: 'Reseller commission',
      amount: 4_200,
      currency: 'eur',
    });
    const withEntry = summaryOf(
      await call('GET', '/api/admin/finance/summary?from=2024-01-01&to=2024-01-31'),
    );
    expect(withEntry.currencies).toEqual(['EUR', 'USD']);
    // No orders in the period: the contract's fallback, with the euro entry not in it.
    expect(withEntry.currency).toBe('USD');
    expect(withEntry.totals.income).toBe(0);
    const euros = summaryOf(
      await call('GET', '/api/admin/finance/summary?from=2024-01-01&to=2024-01-31&currency=eur'),
    );
    expect(euros).toMatchObject({ currency: 'EUR', totals: { income: 4_200, profit: 4_200 } });
  });

  it('groups by month with every month present, partial months included', async () => {
    const res = await call(
      'GET',
      '/api/admin/finance/summary?from=2023-11-15&to=2024-02-10&groupBy=month',
    );
    expect(summaryOf(res).periods.map((row) => row.period)).toEqual([
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
  });

  it('refuses a reversed range on `to`, and more than 3 years by day with a clear message', async () => {
    const reversed = await call('GET', '/api/admin/finance/summary?from=2025-03-02&to=2025-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(fieldErrors(reversed).to).toEqual(['The end date must be on or after the start date']);

    const long = await call('GET', '/api/admin/finance/summary?from=2020-01-01&to=2023-12-31');
    expect(long.statusCode).toBe(422);
    expect(fieldErrors(long).to![0]).toMatch(/at most 3 years; group by month/);
    const byMonth = await call(
      'GET',
      '/api/admin/finance/summary?from=2020-01-01&to=2023-12-31&groupBy=month',
    );
    expect(byMonth.statusCode).toBe(200);
    expect(summaryOf(byMonth).periods).toHaveLength(48);
  });

  it('answers bad input with 422 and the field, never a 500', async () => {
    for (const [query, field] of [
      ['timeZone=Mars/Olympus', 'timeZone'],
      ['groupBy=week', 'groupBy'],
      ['currency=dollars', 'currency'],
      ['from=2025-02-30', 'from'],
      ['from=0001-01-01', 'from'],
      ['limit=5', ''],
    ] as const) {
      for (const path of ['summary', 'export.csv']) {
        const res = await call('GET', `/api/admin/finance/${path}?${query}`);
        expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(422);
        if (field) expect(fieldErrors(res), query).toHaveProperty(field);
      }
    }
  });
});

describe('finance CSV', () => {
  it('has one row per period, then Total, in minor units, named after the period', async () => {
    await call('POST', '/api/admin/finance/entries', {
      kind: 'expense',
      date: '2024-05-02',
      category: 'Hosting',
      amount: 123_456,
    });
    const res = await call('GET', '/api/admin/finance/export.csv?from=2024-05-01&to=2024-05-03');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="finance-USD-2024-05-01-to-2024-05-03-by-day.csv"',
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(FINANCE_CSV_COLUMNS.join(','));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      '2024-05-01',
      '2024-05-02',
      '2024-05-03',
      'Total',
    ]);
    expect(lines[2]).toBe('2024-05-02,USD,0,0,0,0,0,0,0,123456,-123456');
    expect(lines[4]).toBe('Total,USD,0,0,0,0,0,0,0,123456,-123456');
  });

  it('agrees with the summary of the same query', async () => {
    const query = 'timeZone=Europe/Berlin';
    const summary = summaryOf(await call('GET', `/api/admin/finance/summary?${query}`));
    const csv = await call('GET', `/api/admin/finance/export.csv?${query}`);
    const total = csv.body.trimEnd().split('\r\n').at(-1)!.split(',');
    const column = (name: (typeof FINANCE_CSV_COLUMNS)[number]) =>
      Number(total[FINANCE_CSV_COLUMNS.indexOf(name)]);
    expect(column('gross')).toBe(summary.totals.gross);
    expect(column('net')).toBe(summary.totals.net);
    expect(column('profit')).toBe(summary.totals.profit);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(summary.periods.length + 2);
  });
});

describe('finance entries', () => {
  const body = {
    kind: 'expense',
    date: '2026-10-03',
    category: 'Content licences',
    amount: 250_000,
    note: 'Q4 sports rights',
  };

  it('creates, lists with search, filters and sort, updates and deletes, each audited', async () => {
    const created = await call('POST', '/api/admin/finance/entries', body);
    expect(created.statusCode, created.body).toBe(201);
    const entry = json<{ data: Entry }>(created).data;
    expect(entry).toMatchObject({ ...body, currency: 'USD', createdBy: { id: t.admin.id } });

    const found = await call(
      'GET',
      '/api/admin/finance/entries?q=sports%20rights&kind=expense&currency=usd&from=2026-10-01&to=2026-10-03',
    );
    expect(json<{ data: Entry[]; meta: { total: number } }>(found)).toMatchObject({
      data: [{ id: entry.id }],
      meta: { total: 1 },
    });
    const none = await call('GET', '/api/admin/finance/entries?q=sports%20rights&kind=income');
    expect(json<{ meta: { total: number } }>(none).meta.total).toBe(0);
    const sorted = json<{ data: Entry[] }>(
      await call('GET', '/api/admin/finance/entries?sort=-amount&pageSize=100'),
    ).data;
    expect(sorted.map((e) => e.amount)).toEqual(
      [...sorted.map((e) => e.amount)].sort((a, b) => b - a),
    );

    const patched = await call('PATCH', `/api/admin/finance/entries/${entry.id}`, {
      amount: 260_000,
      note: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json<{ data: Entry }>(patched).data).toMatchObject({ amount: 260_000, note: null });

    const deleted = await call('DELETE', `/api/admin/finance/entries/${entry.id}`);
    expect(json(deleted)).toEqual({
      success: true,
      data: { _id: entry.id, id: entry.id, deleted: true },
    });
    expect((await call('DELETE', `/api/admin/finance/entries/${entry.id}`)).statusCode).toBe(404);

    const audit = json<{ data: { action: string; before: unknown; after: unknown }[] }>(
      await call('GET', `/api/admin/audit-log?entityType=finance_entry&entityId=${entry.id}`),
    ).data;
    expect(audit.map((row) => row.action).sort()).toEqual([
      'finance_entry.create',
      'finance_entry.delete',
      'finance_entry.update',
    ]);
    expect(audit.find((row) => row.action === 'finance_entry.update')).toMatchObject({
      before: { amount: 250_000, note: 'Q4 sports rights' },
      after: { amount: 260_000, note: null },
    });
  });

  it('refuses invalid entries with the field map, and unknown ids with 404', async () => {
    const bad = await call('POST', '/api/admin/finance/entries', {
      ...body,
      amount: 12.5,
      date: '03/10/2026',
      kind: 'gift',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(bad)).sort()).toEqual(['amount', 'date', 'kind']);
    const empty = await call(
      'PATCH',
      '/api/admin/finance/entries/00000000-0000-4000-8000-000000000000',
      {},
    );
    expect(empty.statusCode).toBe(422);
    const unknown = await call(
      'PATCH',
      '/api/admin/finance/entries/00000000-0000-4000-8000-000000000000',
      { amount: 5 },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/finance/entries?sort=note')).statusCode).toBe(422);
    expect(
      (await call('PATCH', '/api/admin/finance/entries/not-an-id', { amount: 5 })).statusCode,
    ).toBe(422);
  });
});

describe('admin only', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: RouteCall[] = [
    ['GET', '/api/admin/finance/summary'],
    ['GET', '/api/admin/finance/export.csv'],
    ['GET', '/api/admin/finance/entries'],
    [
      'POST',
      '/api/admin/finance/entries',
      { kind: 'income', date: '2026-01-01', category: 'x', amount: 1 },
    ],
    ['PATCH', `/api/admin/finance/entries/${id}`, { amount: 2 }],
    ['DELETE', `/api/admin/finance/entries/${id}`],
    ['GET', '/api/admin/dashboard'],
  ];

  itIsForAdminsOnly(t, routes);
});
