import {
  BUSINESS_CSV_COLUMNS,
  BUSINESS_FIGURES,
  BUSINESS_RATES,
  BusinessReportSchema,
  type BusinessReport,
} from '@streamfront/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  newCustomer,
  newPackage,
  placeOrder,
  orderIn,
  moveBody,
  as,
} from '../../testing/order-kit.ts';
import { itIsForAdminsOnly, useShopTestApp } from '../../testing/shop-test-app.ts';
import { json } from '../../testing/test-app.ts';
import { businessRange, spreadOverMonths } from './business.service.ts';

const t = useShopTestApp({ customer: true });

const call = (url: string) => t.app.inject(as(t.admin, { method: 'GET', url }));
const reportOf = (res: { body: string }) => json<{ data: BusinessReport }>(res as never).data;
const fieldErrors = (res: { body: string }) =>
  json<{ errors: Record<string, string[]> }>(res as never).errors;

describe('the period asked for', () => {
  const now = new Date('2026-11-28T04:00:00Z');

  it('defaults to the 12 months to the current UTC one, or 12 from or to a bound', () => {
    expect(businessRange({}, now)).toMatchObject({ from: '2025-12', to: '2026-11' });
    expect(businessRange({ from: '2024-03-15' }, now)).toMatchObject({
      from: '2024-03',
      to: '2025-02',
    });
    expect(businessRange({ to: '2024-02' }, now)).toMatchObject({ from: '2023-03', to: '2024-02' });
    // An instant is read in UTC: 00:30 on 1 December in Berlin is still November there.
    expect(businessRange({ from: '2026-12-01T00:30:00+01:00', to: '2026-12' }, now)).toMatchObject({
      from: '2026-11',
      to: '2026-12',
    });
    expect(businessRange({ from: '2023-12', to: '2026-11' }, now).months).toHaveLength(36);
  });

  it('answers without dates with 12 months, every figure defined in words', async () => {
    const res = await call('/api/admin/business?_t=1');
    expect(res.statusCode, res.body).toBe(200);
    const report = BusinessReportSchema.parse(reportOf(res));
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(report.to).toBe(thisMonth);
    expect(report.months.map((m) => m.month).at(-1)).toBe(thisMonth);
    expect(report.months).toHaveLength(12);
    expect(Object.keys(report.formulas).sort()).toEqual([...BUSINESS_FIGURES].sort());
    for (const formula of Object.values(report.formulas))
      expect(formula.length).toBeGreaterThan(10);
    expect(Date.parse(report.asOf)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a reversed or too long period on `to`, and bad input with the field, never a 500', async () => {
    const reversed = await call('/api/admin/business?from=2025-03&to=2025-02');
    expect(reversed.statusCode).toBe(422);
    expect(fieldErrors(reversed).to).toEqual(['The last month must be on or after the first']);

    const long = await call('/api/admin/business?from=2020-01&to=2023-01');
    expect(long.statusCode).toBe(422);
    expect(fieldErrors(long).to).toEqual(['A period can cover at most 36 months']);

    for (const [query, field] of [
      ['from=2025-13', 'from'],
      ['to=2025-02-30', 'to'],
      ['from=1899-12', 'from'],
      ['currency=dollars', 'currency'],
      ['groupBy=day', ''],
    ] as const) {
      for (const path of ['business', 'business/export.csv']) {
        const res = await call(`/api/admin/${path}?${query}`);
        expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(422);
        if (field) expect(fieldErrors(res), query).toHaveProperty(field);
      }
    }
  });
});

describe('recurring revenue', () => {
  it('spreads each price over its months exactly and rounds once', () => {
    // 199.00 a year and 59.99 a quarter: 16.58333… + 19.99666… = 36.58 (rounded apart: 36.58,
    // but three yearly ones are 49.75 exactly, not 3 × 16.58).
    expect(spreadOverMonths([{ periodMonths: 12, amount: 3 * 19_900 }])).toBe(4_975);
    expect(
      spreadOverMonths([
        { periodMonths: 12, amount: 19_900 },
        { periodMonths: 3, amount: 5_999 },
      ]),
    ).toBe(3_658);
    // Exactly half a cent goes up: 0.5 + 0.25 + 0.25 + 0.5.
    expect(
      spreadOverMonths([
        { periodMonths: 2, amount: 1 },
        { periodMonths: 4, amount: 2 },
        { periodMonths: 1, amount: 0 },
      ]),
    ).toBe(1);
    expect(spreadOverMonths([])).toBe(0);
  });
});

describe('business CSV', () => {
  it('has one row per month, then Total, the report’s figures, and a column per package', async () => {
    // A package whose name a spreadsheet splitting on commas would run as a formula.
    const pkg = await newPackage(t.app, t.admin, { name: 'Sports, =HYPERLINK("x")', price: 4_321 });
    const buyer = await newCustomer(t.app);
    const placed = orderIn(await placeOrder(t.app, buyer, { serviceId: pkg.id }));
    const paid = await t.app.inject(
      as(t.admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${placed.id}`,
        payload: moveBody('paid'),
      }),
    );
    expect(paid.statusCode, paid.body).toBe(200);

    const query = `from=${new Date().toISOString().slice(0, 7)}`;
    const report = reportOf(await call(`/api/admin/business?${query}`));
    const res = await call(`/api/admin/business/export.csv?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="business-USD-${report.from}-to-${report.to}.csv"`,
    );
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header!.slice(0, BUSINESS_CSV_COLUMNS.length)).toEqual([...BUSINESS_CSV_COLUMNS]);
    const neutralised = `revenue: Sports, '=HYPERLINK("x")`;
    expect(header!.slice(BUSINESS_CSV_COLUMNS.length)).toEqual(
      report.packages.map((p) =>
        p.serviceId === pkg.id ? neutralised : `revenue: ${p.serviceName}`,
      ),
    );
    expect(rows.map((row) => row[0])).toEqual([...report.months.map((m) => m.month), 'Total']);

    const rates = new Set<string>(BUSINESS_RATES);
    const asCells = (figures: BusinessReport['totals']) =>
      BUSINESS_FIGURES.map((figure) => {
        const value = figures[figure];
        if (value === null) return '';
        return String(rates.has(figure) ? Number(value.toFixed(4)) : value);
      });
    for (const [i, month] of report.months.entries()) {
      expect(rows[i]!.slice(1, 2 + BUSINESS_FIGURES.length)).toEqual(['USD', ...asCells(month)]);
    }
    expect(rows.at(-1)!.slice(2, 2 + BUSINESS_FIGURES.length)).toEqual(asCells(report.totals));
    const column = header!.indexOf(neutralised);
    expect(rows.at(-1)![column]).toBe('4321');
  });
});

itIsForAdminsOnly(t, [
  ['GET', '/api/admin/business'],
  ['GET', '/api/admin/business/export.csv'],
]);
