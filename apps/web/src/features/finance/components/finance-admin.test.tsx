import { NO_MONEY, type FinanceEntry, type FinanceSummary } from '@streamfront/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { todayIn } from '@/lib/report-period';
import { FinanceAdmin } from './finance-admin';

const TODAY = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
const ZERO = NO_MONEY;

function entry(n: number, patch: Partial<FinanceEntry> = {}): FinanceEntry {
  const id = `6e0c5a52-08b5-4b6c-9c69-0a8f0d4a6b${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    kind: 'expense',
    date: '2026-11-03',
    category: `Hosting ${n}`,
    amount: 5_000,
    currency: 'USD',
    note: null,
    createdBy: { id: 'a2d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01', name: 'Ada Admin' },
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    ...patch,
  };
}

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * A finance API over `entries`: the summary's expenses are the entries' sum, so a change to an
 * entry shows in the totals as it would on the real server.
 */
function fakeServer(initial: FinanceEntry[], options: { summaryFails?: boolean } = {}) {
  let rows = [...initial];
  let summaryFails = options.summaryFails ?? false;
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const id = url.pathname.split('/')[5];
    if (url.pathname === '/api/admin/finance/summary') {
      if (summaryFails) {
        summaryFails = false;
        return jsonResponse(200, { success: true, data: null });
      }
      const q = url.searchParams;
      const expenses = rows.reduce((sum, r) => sum + (r.kind === 'expense' ? r.amount : 0), 0);
      const income = rows.reduce((sum, r) => sum + (r.kind === 'income' ? r.amount : 0), 0);
      const totals = {
        ...ZERO,
        paidOrders: 3,
        gross: 30_000,
        discounts: 2_000,
        refunds: 1_000,
        refundedOrders: 1,
        net: 27_000,
        income,
        expenses,
        profit: 27_000 + income - expenses,
      };
      const groupBy = q.get('groupBy') ?? 'day';
      const data: FinanceSummary = {
        currency: q.get('currency') ?? 'USD',
        currencies: ['EUR', 'USD'],
        from: q.get('from')!,
        to: q.get('to')!,
        groupBy: groupBy as 'day' | 'month',
        timeZone: q.get('timeZone')!,
        totals,
        periods: [
          { ...totals, period: groupBy === 'day' ? q.get('from')! : q.get('from')!.slice(0, 7) },
        ],
        packages: [
          {
            ...ZERO,
            serviceId: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a11',
            serviceName: 'Sports Max',
            paidOrders: 3,
            gross: 30_000,
            net: 27_000,
          },
        ],
        methods: [
          { ...ZERO, paidWith: 'bank_transfer', paidOrders: 2, gross: 20_000, net: 19_000 },
          { ...ZERO, paidWith: 'card', paidOrders: 1, gross: 10_000, net: 8_000 },
        ],
      };
      return jsonResponse(200, { success: true, data });
    }
    if (url.pathname === '/api/admin/finance/invoices.csv') {
      return new Response('number,kind\n2026-000001,Invoice\n', {
        status: 200,
        headers: { 'content-type': 'text/csv' },
      });
    }
    if (url.pathname === '/api/admin/finance/export.csv') {
      return new Response('period,currency\n2026-11-01,USD\n', {
        status: 200,
        headers: { 'content-type': 'text/csv' },
      });
    }
    if (method === 'GET' && url.pathname === '/api/admin/finance/entries') {
      const kind = url.searchParams.get('kind');
      const data = rows.filter((r) => !kind || r.kind === kind);
      return jsonResponse(200, {
        success: true,
        data,
        meta: { page: 1, pageSize: 20, total: data.length },
      });
    }
    if (method === 'POST' && url.pathname === '/api/admin/finance/entries') {
      const created = entry(99, body as Partial<FinanceEntry>);
      rows = [...rows, created];
      return jsonResponse(201, { success: true, data: created });
    }
    if (method === 'PATCH' && id) {
      rows = rows.map((r) => (r.id === id ? { ...r, ...(body as Partial<FinanceEntry>) } : r));
      return jsonResponse(200, { success: true, data: rows.find((r) => r.id === id) });
    }
    if (method === 'DELETE' && id) {
      rows = rows.filter((r) => r.id !== id);
      return jsonResponse(200, { success: true, data: { _id: id, id, deleted: true } });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  const summaries = () => calls.filter((c) => c.path === '/api/admin/finance/summary');
  return { calls, summaries };
}

function Location() {
  return <output data-testid="url">{useLocation().search}</output>;
}

function renderFinance(url = '/admin/finance') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <FinanceAdmin />
      <Location />
      <Toaster />
    </MemoryRouter>,
  );
}

const url = () => screen.getByTestId('url').textContent;
const totals = () => screen.getByRole('region', { name: 'Totals' });
const figure = (label: string) =>
  within(totals()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the finance page', () => {
  it('shows this month’s totals, by day and by package, asked in the browser’s time zone', async () => {
    const { summaries } = fakeServer([entry(1)]);
    renderFinance();
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument();
    expect(figure('Gross')).toBe('$300.00');
    expect(figure('Discounts')).toBe('$20.00');
    expect(figure('Refunds')).toBe('$10.00');
    expect(figure('Net revenue')).toBe('$270.00');
    expect(figure('Expenses')).toBe('$50.00');
    expect(figure('Profit')).toBe('$220.00');

    const query = summaries()[0]!.query;
    expect(query.get('from')).toBe(`${TODAY.slice(0, 7)}-01`);
    expect(query.get('to')).toBe(TODAY);
    expect(query.get('groupBy')).toBe('day');
    expect(query.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    expect(screen.getByRole('region', { name: 'By day' })).toBeInTheDocument();
    const packages = screen.getByRole('table', { name: 'By package (USD)' });
    expect(within(packages).getByRole('row', { name: /Sports Max/ })).toHaveTextContent('$270.00');
    // How each sale was paid, in the contract's words.
    const methods = screen.getByRole('table', { name: 'By payment method (USD)' });
    expect(within(methods).getByRole('row', { name: /Bank transfer/ })).toHaveTextContent(
      '$190.00',
    );
    expect(within(methods).getByRole('row', { name: /Card \(online\)/ })).toHaveTextContent(
      '$80.00',
    );
    expect(screen.getByRole('figure', { name: /^Net revenue by day/ })).toBeInTheDocument();
  });

  it('keeps the period and its grouping in the URL', async () => {
    const user = userEvent.setup();
    const { summaries } = fakeServer([]);
    renderFinance();
    await screen.findByRole('region', { name: 'Totals' });

    await user.selectOptions(screen.getByLabelText('Period'), 'this-year');
    expect(url()).toBe('?period=this-year');
    await waitFor(() => expect(summaries().at(-1)!.query.get('groupBy')).toBe('month'));
    expect(summaries().at(-1)!.query.get('from')).toBe(`${TODAY.slice(0, 4)}-01-01`);
    expect(await screen.findByRole('region', { name: 'By month' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Group by'), 'day');
    expect(url()).toBe('?period=this-year&groupBy=day');
  });

  it('takes custom dates, another currency and the profit chart, all in the URL', async () => {
    const user = userEvent.setup();
    const { summaries } = fakeServer([]);
    renderFinance();
    await screen.findByRole('region', { name: 'Totals' });

    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    // A date input is filled from its picker in one step, which the browser tells with an
    // input event (then a change event).
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    expect(url()).toContain('from=2026-02-01');
    await waitFor(() => expect(summaries().at(-1)!.query.get('from')).toBe('2026-02-01'));

    // Two currencies in the period: the switch shows and asks for the other.
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await waitFor(() => expect(summaries().at(-1)!.query.get('currency')).toBe('EUR'));

    await user.selectOptions(screen.getByLabelText('Chart shows'), 'profit');
    expect(url()).toContain('chart=profit');
    expect(screen.getByRole('figure', { name: /^Profit by day/ })).toBeInTheDocument();
  });

  it('opens a bookmarked period as it was left', async () => {
    const { summaries } = fakeServer([]);
    renderFinance('/admin/finance?period=custom&from=2026-01-05&to=2026-03-07&groupBy=month');
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.getByLabelText('Period')).toHaveValue('custom');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-05');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-07');
    expect(screen.getByLabelText('Group by')).toHaveValue('month');
    const query = summaries()[0]!.query;
    expect([query.get('from'), query.get('to'), query.get('groupBy')]).toEqual([
      '2026-01-05',
      '2026-03-07',
      'month',
    ]);
  });

  it('adds an entry: the list shows it and the totals count it', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer([entry(1)]);
    renderFinance();
    await screen.findByRole('row', { name: /Hosting 1/ });

    await user.click(screen.getByRole('button', { name: 'New entry' }));
    const form = screen.getByRole('form', { name: 'New entry' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'income');
    await user.type(within(form).getByLabelText('Category'), 'Reseller bonus');
    await user.type(within(form).getByLabelText('Amount'), '12500');
    expect(within(form).getByText('In minor units (cents): 12500 is $125.00.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));

    expect(await screen.findByText('Income “Reseller bonus” added.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Reseller bonus/ })).toHaveTextContent('+$125.00');
    await waitFor(() => expect(figure('Other income')).toBe('$125.00'));
    expect(figure('Profit')).toBe('$345.00');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'income',
      date: TODAY,
      category: 'Reseller bonus',
      amount: 12500,
      currency: 'USD',
      note: null,
    });
  });

  it('says what is wrong with an entry beside its fields', async () => {
    const user = userEvent.setup();
    fakeServer([]);
    renderFinance();
    await user.click(await screen.findByRole('button', { name: 'New entry' }));
    const form = screen.getByRole('form', { name: 'New entry' });
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByText('Enter a category')).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount in minor units (cents)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Category')).toHaveFocus();
  });

  it('edits an entry and deletes one after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer([entry(1), entry(2, { amount: 2_500 })]);
    renderFinance();
    await screen.findByRole('row', { name: /Hosting 2/ });

    await user.click(screen.getByRole('button', { name: 'Edit Hosting 1, Nov 3, 2026' }));
    const form = screen.getByRole('form', { name: 'Edit Hosting 1' });
    const amount = within(form).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '7000');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Hosting 1” saved.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Hosting 1/ })).toHaveTextContent('−$70.00');
    await waitFor(() => expect(figure('Expenses')).toBe('$95.00'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ amount: 7000 });

    await user.click(screen.getByRole('button', { name: 'Delete Hosting 2, Nov 3, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Hosting 2, Nov 3, 2026”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByText('“Hosting 2” deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Hosting 2/ })).toBeNull();
    await waitFor(() => expect(figure('Expenses')).toBe('$70.00'));
  });

  it('filters the entries by kind under its own URL names', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer([entry(1), entry(2, { kind: 'income', category: 'Ads' })]);
    renderFinance('/admin/finance?period=last-month');
    await screen.findByRole('row', { name: /Ads/ });
    await user.selectOptions(screen.getByLabelText('Kind'), 'income');
    expect(url()).toBe('?period=last-month&entries.kind=income');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Hosting 1/ })).toBeNull());
    const list = calls.filter((c) => c.path === '/api/admin/finance/entries').at(-1)!.query;
    expect(list.get('kind')).toBe('income');
    // The entries are those of the period on screen.
    expect(list.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('exports the period as CSV', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer([]);
    const createObjectURL = vi.fn(() => 'blob:finance');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderFinance('/admin/finance?period=last-month&groupBy=month');
    await screen.findByRole('region', { name: 'Totals' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Finance figures exported.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    const exported = calls.find((c) => c.path === '/api/admin/finance/export.csv')!.query;
    expect(exported.get('groupBy')).toBe('month');
    expect(exported.get('from')).toMatch(/-01$/);
  });

  it('exports the invoices and credit notes of the period as CSV', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer([]);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderFinance('/admin/finance?period=last-month&groupBy=month');
    await screen.findByRole('region', { name: 'Totals' });
    await user.click(screen.getByRole('button', { name: 'Export invoices' }));
    expect(await screen.findByText('Invoices exported.')).toBeInTheDocument();
    const exported = calls.find((c) => c.path === '/api/admin/finance/invoices.csv')!.query;
    // The period's days in the admin's zone; no grouping, which a list of invoices has not.
    expect(exported.get('from')).toMatch(/-01$/);
    expect(exported.get('timeZone')).toBeTruthy();
    expect(exported.has('groupBy')).toBe(false);
    expect(saved).toEqual([`invoices-${exported.get('from')}-to-${exported.get('to')}.csv`]);
  });

  it('shows a failure to load the figures, with a way to try again', async () => {
    const user = userEvent.setup();
    fakeServer([], { summaryFails: true });
    renderFinance();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load finance figures. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
