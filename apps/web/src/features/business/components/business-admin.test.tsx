import {
  BUSINESS_FIGURES,
  type BusinessFigure,
  type BusinessFigures,
  type BusinessReport,
} from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/report-period';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { catchSavedFiles } from '@/testing/saved-files';
import { BusinessAdmin } from './business-admin';

const TODAY = todayIn('UTC');

/** Month `shift` months from the current UTC one, as the API names it. */
function month(shift: number): string {
  const [year, m] = TODAY.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 + shift, 1)).toISOString().slice(0, 7);
}

const FORMULAS = Object.fromEntries(
  BUSINESS_FIGURES.map((figure) => [figure, `Formula of ${figure}.`]),
) as Record<BusinessFigure, string>;

function figures(n: number): BusinessFigures {
  return {
    payingAtStart: 40 + n,
    payingAtEnd: 41 + n,
    newCustomers: 3,
    renewedCustomers: 30,
    returnedCustomers: 1,
    lostCustomers: 3,
    churnRate: 3 / (40 + n),
    subscriptionsEnded: 35,
    subscriptionsRenewed: 28,
    renewalRate: 0.8,
    mrrAtStart: 100_000,
    mrr: 101_250,
    mrrChange: 1_250,
    revenue: 120_000,
    trialsStarted: 4,
    trialsConverted: 1,
    trialsUndecided: 0,
    conversionRate: 0.25,
    payingCustomers: 44,
    arppu: 2_727,
    refunds: 2_499,
    refundShare: 2_499 / 120_000,
  };
}

interface Call {
  path: string;
  query: URLSearchParams;
}

/** A business API answering any period with one row per month asked for. */
function fakeServer(options: { failOnce?: boolean } = {}) {
  let fail = options.failOnce ?? false;
  const calls: Call[] = [];
  stubFetch((url) => {
    calls.push({ path: url.pathname, query: url.searchParams });
    if (url.pathname === '/api/admin/business') {
      if (fail) {
        fail = false;
        // An answer without figures (a 5xx would first be retried by the client, for seconds).
        return jsonResponse(200, { success: true, data: null });
      }
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      const months: BusinessReport['months'] = [];
      for (let m = from, n = 0; m <= to; n += 1) {
        months.push({ month: m, ...figures(n) });
        const [y, mm] = m.split('-').map(Number) as [number, number];
        m = new Date(Date.UTC(y, mm, 1)).toISOString().slice(0, 7);
      }
      const data: BusinessReport = {
        currency: url.searchParams.get('currency') ?? 'USD',
        currencies: ['EUR', 'USD'],
        from,
        to,
        asOf: `${TODAY}T04:00:00.000Z`,
        months,
        // The period's rates are unknown when nothing was there to divide: shown as a dash.
        totals: { ...figures(0), trialsStarted: 0, trialsConverted: 0, conversionRate: null },
        packages: [
          {
            serviceId: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a11',
            serviceName: 'Sports Plus',
            revenue: 90_000,
            months: months.map((m) => ({ month: m.month, revenue: 7_500 })),
          },
          {
            serviceId: null,
            serviceName: 'Old Basic',
            revenue: 30_000,
            months: months.map((m) => ({ month: m.month, revenue: 2_500 })),
          },
        ],
        formulas: FORMULAS,
        paying: 'Paying means a paid subscription runs.',
        totalsRule: 'Months add up by the rule.',
      };
      return jsonResponse(200, { success: true, data });
    }
    if (url.pathname === '/api/admin/business/export.csv') {
      return new Response('month,currency\n2026-11,USD\n', {
        status: 200,
        headers: { 'content-type': 'text/csv' },
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  const reports = () => calls.filter((c) => c.path === '/api/admin/business');
  return { calls, reports };
}

function Location() {
  return <output data-testid="url">{useLocation().search}</output>;
}

function renderBusiness(url = '/admin/business') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <BusinessAdmin />
      <Location />
      <Toaster />
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
/** A figure card's value and formula, by its label. */
function card(region: HTMLElement, label: string) {
  const term = within(region).getByText(label, { selector: 'dt' });
  return {
    value: term.nextElementSibling?.textContent,
    formula: term.nextElementSibling?.nextElementSibling?.textContent,
  };
}

describe('the business page', () => {
  it('asks for the last 12 UTC months and shows each group with its formulas', async () => {
    const { reports } = fakeServer();
    renderBusiness();
    const customers = await screen.findByRole('region', { name: 'Customers' });
    const query = reports()[0]!.query;
    expect([query.get('from'), query.get('to')]).toEqual([month(-11), month(0)]);

    expect(card(customers, 'Paying at start')).toEqual({
      value: '40',
      formula: 'Formula of payingAtStart.',
    });
    expect(card(customers, 'Churn rate').value).toBe('7.5%');
    expect(card(customers, 'Renewal rate').value).toBe('80%');
    const recurring = section('Recurring revenue');
    expect(card(recurring, 'MRR at end')).toEqual({
      value: '$1,012.50',
      formula: 'Formula of mrr.',
    });
    expect(card(recurring, 'MRR change').value).toBe('+$12.50');
    // Nothing to divide by: a dash, not 0 % nor NaN.
    expect(card(section('Trials'), 'Conversion rate').value).toBe('—');
    expect(card(section('Revenue per paying customer'), 'Refunds share of revenue').value).toBe(
      '2.1%',
    );
    expect(screen.getByText('Paying means a paid subscription runs.')).toBeInTheDocument();
  });

  it('draws one chart per group, each with its months as a table', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderBusiness();
    await screen.findByRole('region', { name: 'Customers' });
    expect(screen.getAllByRole('figure')).toHaveLength(4);
    const chart = screen.getByRole('figure', { name: /^Customers by month, / });
    const table = within(chart).getByRole('table', {
      name: /^Customers by month, .*, as a table$/,
    });
    // A heading row, then the 12 months, each with every figure of the group.
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Month',
      'Paying at start',
      'Paying at end',
      'New',
      'Renewed',
      'Returned',
      'Lost',
      'Churn rate',
      'Subscriptions ended',
      'Subscriptions renewed',
      'Renewal rate',
    ]);
    const money = screen.getByRole('figure', { name: /^Recurring revenue by month, .*\(USD\)$/ });
    const first = within(money).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('$1,200.00');

    // Shown on screen, the wide table scrolls in a box of its own that takes the focus.
    await user.click(within(chart).getByRole('button', { name: 'Show as table' }));
    expect(within(chart).queryByTestId('chart-drawing')).toBeNull();
    expect(within(chart).getByRole('region', { name: /as a table$/ })).toHaveAttribute(
      'tabindex',
      '0',
    );

    const packages = screen.getByRole('table', { name: 'Revenue by package (USD)' });
    expect(within(packages).getByRole('row', { name: /Sports Plus/ })).toHaveTextContent('75%');
  });

  it('keeps the period and the currency in the URL, with no grouping to choose', async () => {
    const user = userEvent.setup();
    const { reports } = fakeServer();
    renderBusiness();
    await screen.findByRole('region', { name: 'Customers' });
    expect(screen.queryByLabelText('Group by')).toBeNull();
    expect(
      within(screen.getByLabelText('Period'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).not.toContain('Last 30 days');

    await user.selectOptions(screen.getByLabelText('Period'), 'this-year');
    expect(screen.getByTestId('url').textContent).toBe('?period=this-year');
    await waitFor(() =>
      expect(reports().at(-1)!.query.get('from')).toBe(`${TODAY.slice(0, 4)}-01`),
    );

    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await waitFor(() => expect(reports().at(-1)!.query.get('currency')).toBe('EUR'));
    expect(screen.getByTestId('url').textContent).toContain('currency=EUR');
  });

  it('opens custom dates as their months', async () => {
    const { reports } = fakeServer();
    renderBusiness('/admin/business?period=custom&from=2025-02-14&to=2025-06-03');
    await screen.findByRole('region', { name: 'Customers' });
    const query = reports()[0]!.query;
    expect([query.get('from'), query.get('to')]).toEqual(['2025-02', '2025-06']);
  });

  it('exports the period as CSV', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer();
    const saved = catchSavedFiles();
    renderBusiness();
    await screen.findByRole('region', { name: 'Customers' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Business figures exported.')).toBeInTheDocument();
    const asked = calls.find((c) => c.path === '/api/admin/business/export.csv')!.query;
    expect([asked.get('from'), asked.get('to')]).toEqual([month(-11), month(0)]);
    expect(saved).toEqual([`business-${month(-11)}-to-${month(0)}.csv`]);
  });

  it('says when the figures could not load, and tries again', async () => {
    const user = userEvent.setup();
    fakeServer({ failOnce: true });
    renderBusiness();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load business figures. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Customers' })).toBeInTheDocument();
  });
});
