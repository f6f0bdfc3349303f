import type { Dashboard } from '@streamfront/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refreshListsFor } from '@/lib/live-refresh';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { AdminDashboard } from './admin-dashboard';

const ORDER_ID = 'a5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01';

function figures(patch: Partial<Dashboard> = {}): Dashboard {
  return {
    currency: 'USD',
    counts: {
      pendingOrders: 4,
      activeSubscriptions: 120,
      expiringIn7Days: 9,
      openQueries: 1,
      pendingVodRequests: 3,
      openContentReports: 0,
    },
    revenue: { thisMonth: 125_000, lastMonthToDate: 100_000, lastMonth: 310_000 },
    revenueLast30Days: Array.from({ length: 30 }, (_, index) => ({
      day: `2026-11-${String(index + 1).padStart(2, '0')}`,
      net: index === 2 ? 4_999 : 0,
    })),
    recentActivity: [
      {
        _id: 'c5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
        id: 'c5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
        actor: { id: 'u1', name: 'Ada Admin', email: 'ada@example.com' },
        action: 'order.status',
        entityType: 'order',
        entityId: ORDER_ID,
        entityLabel: 'SF-2026-00042',
        before: { status: 'pending' },
        after: { status: 'paid' },
        createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
    ],
    recentOrders: [
      {
        id: ORDER_ID,
        orderNumber: 'SF-2026-00042',
        customerName: 'Casey Customer',
        serviceName: 'Sports Max',
        total: 2_999,
        currency: 'USD',
        status: 'pending',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    ...patch,
  };
}

/** Answers GET /api/admin/dashboard with each of `answers` in turn, the last one repeating. */
function fakeServer(...answers: (Dashboard | null)[]) {
  const queries: URLSearchParams[] = [];
  stubFetch((url) => {
    if (url.pathname !== '/api/admin/dashboard')
      return jsonResponse(404, { success: false, message: 'Not found' });
    queries.push(url.searchParams);
    const data = answers[Math.min(queries.length - 1, answers.length - 1)];
    return jsonResponse(200, { success: true, data });
  });
  return { queries };
}

function renderDashboard() {
  return renderWithQuery(
    <MemoryRouter>
      <AdminDashboard />
    </MemoryRouter>,
  );
}

const countLink = (name: string | RegExp) => screen.getByRole('link', { name });

describe('the admin dashboard', () => {
  it('shows the counts, each leading to its list, and asks in the browser’s time zone', async () => {
    const { queries } = fakeServer(figures());
    renderDashboard();
    expect(screen.getByText('Loading the dashboard…')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: '4 pending orders' })).toHaveAttribute(
      'href',
      '/admin/orders?status=pending',
    );
    expect(countLink('120 active subscriptions')).toHaveAttribute(
      'href',
      '/admin/orders?status=active',
    );
    expect(countLink('9 subscriptions expiring in 7 days')).toHaveAttribute(
      'href',
      '/admin/orders/renewals',
    );
    expect(countLink('1 open question')).toHaveAttribute('href', '/admin/queries');
    expect(countLink('3 pending VOD requests')).toHaveAttribute('href', '/admin/vod-requests');
    expect(countLink('0 open content reports')).toHaveAttribute('href', '/admin/report-content');
    expect(queries[0]?.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('compares this month with the same days of last month, in words', async () => {
    fakeServer(figures());
    renderDashboard();
    const revenue = await screen.findByRole('region', { name: 'Net revenue this month' });
    expect(within(revenue).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(revenue).getByText('Up 25% on last month to date')).toBeInTheDocument();
    expect(within(revenue).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(revenue).getByText('$3,100.00')).toBeInTheDocument();
  });

  it('says a fall is a fall', async () => {
    fakeServer(figures({ revenue: { thisMonth: 90_000, lastMonthToDate: 100_000, lastMonth: 0 } }));
    renderDashboard();
    expect(await screen.findByText('Down 10% on last month to date')).toBeInTheDocument();
  });

  it('has the last 30 days as a chart with its figures in a table', async () => {
    const user = userEvent.setup();
    fakeServer(figures());
    renderDashboard();
    const chart = await screen.findByRole('figure', {
      name: 'Net revenue, last 30 days (USD)',
    });
    const table = within(chart).getByRole('table', {
      name: 'Net revenue, last 30 days (USD), as a table',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const day3 = within(table).getByRole('row', { name: /Nov 3, 2026/ });
    expect(day3).toHaveTextContent('$49.99');

    await user.click(within(chart).getByRole('button', { name: 'Show as table' }));
    expect(within(chart).getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(chart).queryByTestId('chart-drawing')).toBeNull();
  });

  it('lists recent orders, each opening on the orders page, and recent activity', async () => {
    fakeServer(figures());
    renderDashboard();
    const orders = await screen.findByRole('region', { name: 'Recent orders' });
    expect(within(orders).getByRole('link', { name: 'SF-2026-00042' })).toHaveAttribute(
      'href',
      `/admin/orders?order=${ORDER_ID}`,
    );
    expect(within(orders).getByText('$29.99')).toBeInTheDocument();
    expect(within(orders).getByText('Pending')).toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByText('Changed order SF-2026-00042 status')).toBeInTheDocument();
    expect(within(activity).getByText(/Ada Admin/)).toHaveTextContent('5 minutes ago');
    expect(within(activity).getByRole('link', { name: 'See all activity' })).toHaveAttribute(
      'href',
      '/admin/audit-log',
    );
  });

  it('updates its figures when an admin notification arrives', async () => {
    const { queries } = fakeServer(
      figures(),
      figures({ counts: { ...figures().counts, openQueries: 2 } }),
    );
    const { queryClient } = renderDashboard();
    expect(await screen.findByRole('link', { name: '1 open question' })).toBeInTheDocument();

    // What the live channel does on `admin:notification:new` of type `query`.
    act(() => refreshListsFor(queryClient, 'query'));
    expect(await screen.findByRole('link', { name: '2 open questions' })).toBeInTheDocument();
    expect(queries).toHaveLength(2);
  });

  it('shows the failure with a way to try again', async () => {
    const user = userEvent.setup();
    fakeServer(null, figures());
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the dashboard. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '4 pending orders' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
