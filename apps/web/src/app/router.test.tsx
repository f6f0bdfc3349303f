import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminQuery, MONACO_GP, promoCode, SPORTS_MAX, validateAnswer } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { ADMIN_HERO, faqItem, SITE_SETTINGS } from '@/testing/site-fixtures';
import { ADMIN_SECTIONS } from './pages/admin/admin-sections';
import { renderRoute, signInAs } from './test-utils';

const location = () => screen.getByTestId('location').textContent;

const service = SPORTS_MAX;

const adminOrder = {
  _id: 'a5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  id: 'a5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  orderNumber: 'SF-2026-00042',
  serviceId: null,
  serviceName: 'Sports Max',
  periodMonths: 1,
  status: 'pending',
  subtotal: 1999,
  discount: 0,
  total: 1999,
  currency: 'USD',
  promoCode: null,
  startsAt: null,
  expiresAt: null,
  renewalOf: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  customer: { id: 'u2', name: 'Casey Customer', email: 'casey@example.com' },
  note: null,
  timeline: [],
};

const auditEntry = {
  _id: 'c5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  id: 'c5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  actor: { id: 'u1', name: 'Ada Admin', email: 'admin@example.com' },
  action: 'order.status',
  entityType: 'order',
  entityId: adminOrder.id,
  entityLabel: 'SF-2026-00042',
  before: { status: 'pending' },
  after: { status: 'paid' },
  createdAt: '2026-01-02T00:00:00.000Z',
};

const vodRequest = {
  _id: 'd5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  id: 'd5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  title: 'Arrival',
  type: 'movie',
  year: 2016,
  status: 'pending',
  noteToCustomer: null,
  requesterCount: 3,
  lastRequestedAt: '2026-01-02T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const reportGroup = {
  _id: 'e5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  id: 'e5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  subject: 'Orbit Sports 4',
  status: 'open',
  reportCount: 4,
  activeCount: 4,
  problemTypes: ['buffering'],
  firstReportedAt: '2026-01-01T00:00:00.000Z',
  lastReportedAt: '2026-01-02T00:00:00.000Z',
  latestDetails: 'The picture freezes.',
};

const money = {
  paidOrders: 2,
  gross: 5998,
  discounts: 0,
  refundedOrders: 0,
  refunds: 0,
  net: 5998,
  income: 0,
  expenses: 1000,
  profit: 4998,
};

const dashboard = {
  currency: 'USD',
  counts: {
    pendingOrders: 7,
    activeSubscriptions: 40,
    expiringIn7Days: 2,
    openQueries: 1,
    pendingVodRequests: 0,
    openContentReports: 0,
  },
  revenue: { thisMonth: 5998, lastMonthToDate: 2999, lastMonth: 8997 },
  revenueLast30Days: [{ day: '2026-11-01', net: 5998 }],
  recentActivity: [],
  recentOrders: [],
};

const financeSummary = {
  currency: 'USD',
  currencies: ['USD'],
  groupBy: 'day',
  timeZone: 'UTC',
  totals: money,
  periods: [],
  packages: [],
  methods: [],
};

const query = adminQuery(1, { name: 'Lena Fischer' });

const deadJob = {
  _id: 'e5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  id: 'e5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  kind: 'mail.send',
  label: 'Renewal reminder to casey@example.com',
  state: 'dead',
  attempts: 5,
  maxAttempts: 5,
  runAt: '2026-01-02T00:00:00.000Z',
  lastError: '550 Mailbox unavailable',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  finishedAt: null,
};

const mailMessage = {
  _id: 'f5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  id: 'f5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  to: 'casey@example.com',
  template: 'order-placed',
  subject: 'Your order SF-2026-00042',
  state: 'sent',
  attempts: 1,
  lastError: null,
  orderId: adminOrder.id,
  secret: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  sentAt: '2026-01-01T00:00:05.000Z',
};

const adminTrial = {
  _id: '65d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  id: '65d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
  orderId: adminOrder.id,
  orderNumber: adminOrder.orderNumber,
  serviceId: null,
  serviceName: 'Sports Max',
  status: 'running',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-01-02T00:00:00.000Z',
  customer: adminOrder.customer,
  converted: false,
  revokedAt: null,
};

/** Answers like our server: validate from the stored role, the catalogue from `services`. */
function stubServer({ role = 'admin', services = [service] as unknown[] } = {}) {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/validate') {
      return validateAnswer({ role, name: 'X', email: `${role}@example.com` });
    }
    if (url.pathname === '/api/services')
      return jsonResponse(200, { success: true, data: services });
    if (url.pathname === '/api/orders/mine') {
      return jsonResponse(200, {
        success: true,
        data: [],
        meta: { page: 1, pageSize: 100, total: 0 },
      });
    }
    if (url.pathname === '/api/admin/services') {
      const meta = { page: 1, pageSize: 20, total: services.length };
      return jsonResponse(200, { success: true, data: services, meta });
    }
    if (url.pathname === '/api/admin/events') {
      return jsonResponse(200, {
        success: true,
        data: [MONACO_GP],
        meta: { page: 1, pageSize: 20, total: 1 },
      });
    }
    if (url.pathname === '/api/admin/promo-codes') {
      const meta = { page: 1, pageSize: 20, total: 1 };
      return jsonResponse(200, {
        success: true,
        data: [promoCode(1, { code: 'WELCOME10' })],
        meta,
      });
    }
    if (url.pathname === '/api/admin/queries') {
      const meta = { page: 1, pageSize: 20, total: 1 };
      return jsonResponse(200, { success: true, data: [query], meta });
    }
    if (url.pathname === '/api/admin/queries/assignees')
      return jsonResponse(200, { success: true, data: [] });
    if (url.pathname === '/api/account/queries') {
      return jsonResponse(200, {
        success: true,
        data: [],
        meta: { page: 1, pageSize: 50, total: 0 },
      });
    }
    if (url.pathname === '/api/admin/audit-log/entity-types')
      return jsonResponse(200, { success: true, data: ['order'] });
    if (url.pathname === '/api/admin/audit-log') {
      const meta = { page: 1, pageSize: 20, total: 1 };
      return jsonResponse(200, { success: true, data: [auditEntry], meta });
    }
    if (url.pathname === '/api/admin/dashboard')
      return jsonResponse(200, { success: true, data: dashboard });
    if (url.pathname === '/api/admin/finance/summary') {
      const data = {
        ...financeSummary,
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
      };
      return jsonResponse(200, { success: true, data });
    }
    if (url.pathname === '/api/admin/finance/entries') {
      return jsonResponse(200, {
        success: true,
        data: [],
        meta: { page: 1, pageSize: 20, total: 0 },
      });
    }
    if (url.pathname === `/api/admin/orders/${adminOrder.id}`)
      return jsonResponse(200, { success: true, data: adminOrder });
    if (url.pathname === '/api/admin/orders') {
      const meta = { page: 1, pageSize: 20, total: 1 };
      return jsonResponse(200, { success: true, data: [adminOrder], meta });
    }
    if (url.pathname === '/api/admin/settings')
      return jsonResponse(200, { success: true, data: SITE_SETTINGS });
    if (url.pathname === '/api/admin/faq') {
      const meta = { page: 1, pageSize: 50, total: 1 };
      return jsonResponse(200, { success: true, data: [faqItem(1)], meta });
    }
    if (url.pathname === '/api/admin/hero')
      return jsonResponse(200, { success: true, data: ADMIN_HERO });
    if (url.pathname === '/api/admin/vod-requests') {
      const meta = { page: 1, pageSize: 20, total: 1 };
      return jsonResponse(200, { success: true, data: [vodRequest], meta });
    }
    if (url.pathname === '/api/admin/content-reports') {
      const meta = { page: 1, pageSize: 20, total: 1 };
      return jsonResponse(200, { success: true, data: [reportGroup], meta });
    }
    if (url.pathname === '/api/admin/renewals') {
      const meta = { page: 1, pageSize: 20, total: 0 };
      return jsonResponse(200, { success: true, data: [], meta });
    }
    if (url.pathname === '/api/admin/jobs/counts') {
      const states = { queued: 0, running: 0, failed: 0, dead: 1, done: 0 };
      return jsonResponse(200, { success: true, data: { states, kinds: ['mail.send'] } });
    }
    if (url.pathname === '/api/admin/jobs') {
      const meta = { page: 1, pageSize: 20, total: 1 };
      return jsonResponse(200, { success: true, data: [deadJob], meta });
    }
    if (url.pathname === '/api/admin/trials/summary') {
      const refusals = { already_used: 2 };
      const settings = { dailyCap: 25, paused: false };
      return jsonResponse(200, {
        success: true,
        data: { settings, startedToday: 1, refusals, refusalDays: 30 },
      });
    }
    if (url.pathname === '/api/admin/trials') {
      const meta = { page: 1, pageSize: 20, total: 1 };
      return jsonResponse(200, { success: true, data: [adminTrial], meta });
    }
    if (url.pathname === '/api/admin/mail') {
      const meta = { page: 1, pageSize: 20, total: 1 };
      return jsonResponse(200, { success: true, data: [mailMessage], meta });
    }
    if (url.pathname === '/api/account/email-preferences')
      return jsonResponse(200, { success: true, data: { reminders: true, news: false } });
    if (url.pathname === '/api/auth/verify-email')
      return jsonResponse(200, { success: true, data: { message: 'Your email is verified.' } });
    if (url.pathname === '/api/email/unsubscribe') {
      return jsonResponse(200, {
        success: true,
        data: { topic: 'reminders', email: 'user@example.com', message: 'No more reminders.' },
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

/**
 * Each page's heading and something only the real page has, so a placeholder carrying the
 * right heading still fails: a section of its own, the catalogue's card, a form's fields.
 */
const PUBLIC_PAGES: [path: string, heading: string, proof: () => Promise<unknown>][] = [
  [
    '/',
    'Live sports, live TV and movies. One subscription.',
    () => screen.findByRole('heading', { name: 'Frequently asked questions' }),
  ],
  ['/login', 'Sign in to your account', () => screen.findByLabelText('Password')],
  ['/contact', 'Contact us', () => screen.findByRole('heading', { name: 'Send us a message' })],
  [
    '/help-center',
    'Help Center',
    () => screen.findByRole('heading', { name: 'Account and sign-in' }),
  ],
  [
    '/privacy-policy',
    'Privacy Policy',
    () => screen.findByRole('heading', { name: 'What we collect' }),
  ],
  [
    '/refund-policy',
    'Refund Policy',
    () => screen.findByRole('heading', { name: 'How to ask for a refund' }),
  ],
  [
    '/terms-of-service',
    'Terms of Service',
    () => screen.findByRole('heading', { name: 'Acceptable use' }),
  ],
  ['/setup-guide', 'Setup Guide', () => screen.findByRole('heading', { name: 'Troubleshooting' })],
  ['/packages', 'Packages', () => screen.findByRole('article', { name: 'Sports Max' })],
  [
    '/vod-request',
    'Request a VOD title',
    () => screen.findByRole('heading', { name: 'How requests work' }),
  ],
  [
    '/report-content',
    'Report content',
    () => screen.findByRole('heading', { name: 'Before you report' }),
  ],
];

describe('public routes (spec §2)', () => {
  it.each(PUBLIC_PAGES)('%s shows its page', async (path, heading, proof) => {
    stubServer();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await proof()).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it.each(['/contact', '/vod-request', '/report-content'])(
    '%s has its form with fields to fill and a button to send',
    async (path) => {
      stubServer();
      renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      expect(await screen.findByRole('button', { name: /^send/i })).toHaveAttribute(
        'type',
        'submit',
      );
      expect(screen.getAllByRole('textbox').length).toBeGreaterThan(1);
    },
  );

  it('home has the hero, features and faq sections', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    for (const id of ['hero', 'features', 'faq']) {
      expect(document.getElementById(id)).toBeInTheDocument();
    }
  });

  it("any other path shows 'Page not found' with a link home", async () => {
    renderRoute('/nope/deeper?x=1');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('/services redirects to /packages', async () => {
    stubServer();
    renderRoute('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeInTheDocument();
    expect(location()).toBe('/packages');
  });
});

describe('the packages catalogue', () => {
  it('lists the packages from GET /api/services after a loading state', async () => {
    let answer!: (response: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoute('/packages');
    expect(await screen.findByText('Loading packages…')).toBeInTheDocument();

    answer(jsonResponse(200, { success: true, data: [service] }));
    const card = await screen.findByRole('article', { name: 'Sports Max' });
    expect(within(card).getByText('$29.99')).toBeInTheDocument();
    expect(within(card).getByText('Most popular')).toBeInTheDocument();
  });

  it('says so when there are no packages', async () => {
    stubServer({ services: [] });
    renderRoute('/packages');
    expect(await screen.findByText(/No packages are available right now/)).toBeInTheDocument();
  });

  it('shows the services message when loading fails, with a way to try again', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: null }));
    renderRoute('/packages');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load services. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the customer pages', () => {
  it.each([
    ['/account', '/login?returnUrl=%2Faccount'],
    [`/checkout/${service._id}`, `/login?returnUrl=%2Fcheckout%2F${service._id}`],
    [`/trial/${service._id}`, `/login?returnUrl=%2Ftrial%2F${service._id}`],
    // The renew link of a reminder mail: sign-in comes back to it.
    [`/account/renew/${adminOrder.id}`, `/login?returnUrl=%2Faccount%2Frenew%2F${adminOrder.id}`],
  ])('%s sends a visitor to sign in first', async (path, login) => {
    stubServer();
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(location()).toBe(login);
  });

  it.each([
    ['/account', 'My account', () => screen.findByRole('heading', { name: 'Order history' })],
    [
      '/account',
      'My account',
      () => screen.findByRole('checkbox', { name: 'Renewal reminders', checked: true }),
    ],
    [
      `/checkout/${service._id}`,
      'Checkout',
      () => screen.findByRole('button', { name: 'Place order' }),
    ],
  ])('%s shows its page to a signed-in customer', async (path, heading, proof) => {
    signInAs('user');
    stubServer({ role: 'user' });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await proof()).toBeInTheDocument();
  });

  it('/unsubscribe works signed out, from the link alone, and is in no navigation', async () => {
    stubServer();
    renderRoute('/unsubscribe?token=0b6c1f1e-2a3b-4c5d-8e9f-000000000001.reminders.c2ln');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No more reminders.')).toBeInTheDocument();
    expect(location()).toBe(
      '/unsubscribe?token=0b6c1f1e-2a3b-4c5d-8e9f-000000000001.reminders.c2ln',
    );
    expect(screen.queryByRole('link', { name: 'Unsubscribe' })).toBeNull();
  });

  it('/verify-email works signed out, from the link alone, and is in no navigation', async () => {
    stubServer();
    renderRoute('/verify-email?token=Yq3c1JbJ0k7o9bU4mS1v2x8Zr5tW6nA0eD3fG7hK9lQ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Email verified' })).toHaveTextContent(
      'Your email is verified.',
    );
    expect(screen.queryByRole('link', { name: /verify/i })).toBeNull();
  });

  it('the navigation bar and the mobile menu lead a signed-in customer to /account', async () => {
    signInAs('user');
    stubServer({ role: 'user' });
    const user = userEvent.setup();
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByTitle('My account')).toHaveAttribute('href', '/account');
    await user.click(within(nav).getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'My account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My account' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/account');
  });
});

describe('the admin area (spec §2)', () => {
  it('sends a visitor to /login with the returnUrl', async () => {
    stubServer();
    renderRoute('/admin/orders?status=paid');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/login?returnUrl=%2Fadmin%2Forders%3Fstatus%3Dpaid');
  });

  it('sends a signed-in customer back home once the server confirms the role', async () => {
    signInAs('admin');
    // The browser's copy says admin; the server says otherwise, and the server wins.
    stubServer({ role: 'user' });
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('The admin area is for admins only.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('the index redirects an admin to the dashboard, with every section in the sidebar', async () => {
    signInAs('admin');
    stubServer();
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/admin/dashboard');
    const sidebar = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sidebar).getAllByRole('link')).toHaveLength(ADMIN_SECTIONS.length);
  });

  it('admin services redirects to admin packages', async () => {
    signInAs('admin');
    stubServer();
    renderRoute('/admin/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeInTheDocument();
    expect(location()).toBe('/admin/packages');
  });

  it.each([
    [
      'dashboard',
      'Dashboard',
      () => within(screen.getByRole('main')).findByRole('link', { name: '7 pending orders' }),
    ],
    [
      'finance',
      'Finance',
      () => within(screen.getByRole('main')).findByRole('region', { name: 'Totals' }),
    ],
    ['chatbot', 'Chatbot', () => screen.findByRole('tablist', { name: 'Chatbot sections' })],
    [
      'notifications',
      'Notifications',
      () => screen.findByRole('heading', { name: 'Send a notification' }),
    ],
    [
      'packages',
      'Packages',
      () => within(screen.getByRole('main')).findByRole('cell', { name: /Sports Max/ }),
    ],
    [
      'orders',
      'Orders',
      () => within(screen.getByRole('main')).findByRole('cell', { name: /SF-2026-00042/ }),
    ],
    [
      'orders/renewals',
      'Orders',
      () => within(screen.getByRole('main')).findByText('No subscription ends soon'),
    ],
    [
      'trials',
      'Trials',
      () => within(screen.getByRole('main')).findByRole('cell', { name: /Casey Customer/ }),
    ],
    [
      'promo-codes',
      'Promo codes',
      () => within(screen.getByRole('main')).findByRole('cell', { name: /WELCOME10/ }),
    ],
    [
      'queries',
      'Queries',
      () => within(screen.getByRole('main')).findByRole('cell', { name: /Lena Fischer/ }),
    ],
    [
      'settings',
      'Settings',
      () =>
        within(screen.getByRole('main')).findByRole('textbox', { name: 'Payment instructions' }),
    ],
    [
      'settings/favicon',
      'Favicon',
      () => within(screen.getByRole('main')).findByLabelText('Upload a new favicon'),
    ],
    [
      'hero-section',
      'Hero section',
      () => within(screen.getByRole('main')).findByTitle('Home page preview at phone width'),
    ],
    [
      'events',
      'Events',
      () => within(screen.getByRole('main')).findByRole('cell', { name: /Monaco Grand Prix/ }),
    ],
    [
      'mail',
      'Mail log',
      () =>
        within(screen.getByRole('main')).findByRole('cell', { name: /Your order SF-2026-00042/ }),
    ],
    [
      'jobs',
      'Jobs',
      () =>
        within(screen.getByRole('main')).findByRole('cell', {
          name: /Renewal reminder to casey@example.com/,
        }),
    ],
    [
      'audit-log',
      'Audit log',
      () =>
        within(screen.getByRole('main')).findByRole('cell', {
          name: /Changed order SF-2026-00042 status/,
        }),
    ],
    [
      'profile',
      'Profile',
      () => within(screen.getByRole('main')).findByRole('form', { name: 'Change email' }),
    ],
    [
      'vod-requests',
      'VOD requests',
      () => within(screen.getByRole('main')).findByRole('cell', { name: /Arrival/ }),
    ],
    [
      'report-content',
      'Content reports',
      () => within(screen.getByRole('main')).findByRole('cell', { name: /Orbit Sports 4/ }),
    ],
  ])('/admin/%s shows its working page', async (path, heading, proof) => {
    signInAs('admin');
    stubServer();
    renderRoute(`/admin/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await proof()).toBeInTheDocument();
  });

  it('an open order lists the mail it caused, each opening in the mail log', async () => {
    signInAs('admin');
    stubServer();
    renderRoute(`/admin/orders?order=${adminOrder.id}`);
    const panel = await screen.findByRole('region', { name: 'Order SF-2026-00042' });
    const mail = await within(panel).findByRole('list', { name: 'Mail of this order' });
    expect(within(mail).getByRole('link', { name: /^Order placed/ })).toHaveAttribute(
      'href',
      `/admin/mail?message=${mailMessage.id}`,
    );
    expect(within(mail).getByText('Sent')).toBeInTheDocument();
  });

  it("an unknown admin path shows 'Page not found' inside the admin area", async () => {
    signInAs('admin');
    stubServer();
    renderRoute('/admin/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });
});
