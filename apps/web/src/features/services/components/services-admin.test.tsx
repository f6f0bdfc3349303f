import type { Service } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { recordsApi } from '@/testing/records-api';
import { ServicesAdmin } from './services-admin';

const PATH = '/api/admin/services';

function service(n: number, patch: Partial<Service> = {}): Service {
  const id = `7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    name: `Package ${n}`,
    description: '',
    price: 1000 + n,
    currency: 'USD',
    periodMonths: 1,
    maxDevices: 1,
    features: [],
    highlights: [],
    popular: false,
    active: true,
    trialHours: 0,
    sortOrder: n * 10,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}

/** The admin services API over an in-memory list; `failLoads` makes list loads fail. */
function fakeServer(initial: Service[], options: { failLoads?: number } = {}) {
  let failLoads = options.failLoads ?? 0;
  const services = recordsApi(PATH, initial, {
    create: (body) => service(99, body),
    list: (rows, { query }) => {
      const q = query.get('q')?.toLowerCase();
      return rows.filter((s) => !q || s.name.toLowerCase().includes(q));
    },
  });
  return stubApi((call) => {
    const { method, path, body, id } = call;
    if (method === 'GET' && path === PATH && failLoads > 0) {
      failLoads -= 1;
      // A 4xx: the client and the query retry a 5xx with back-off, which is too slow here.
      return jsonResponse(400, { success: false, message: 'Bad request' });
    }
    if (method === 'POST' && path.endsWith('/move') && id) {
      const rows = [...services.rows()];
      const from = rows.findIndex((s) => s.id === id);
      const to = (body as { direction: string }).direction === 'up' ? from - 1 : from + 1;
      if (to >= 0 && to < rows.length) [rows[from], rows[to]] = [rows[to]!, rows[from]!];
      services.replace(rows);
      return dataAnswer(rows[to] ?? rows[from]);
    }
    return services.answer(call);
  });
}

const renderPage = (url = '/admin/packages') => renderAdminPage(<ServicesAdmin />, url);

const table = () => screen.findByRole('table', { name: 'Packages' });
const rowOf = async (name: string) =>
  within(await table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name))!;

describe('the admin packages page', () => {
  it('loads the first page with the URL’s search, and shows each package’s state', async () => {
    const { calls } = fakeServer([
      service(1),
      service(2, { active: false, popular: true, trialHours: 72 }),
    ]);
    renderPage('/admin/packages?q=package&sort=-price');
    const second = await rowOf('Package 2');
    const [packageCell] = within(second).getAllByRole('cell');
    expect(within(packageCell!).getByText('Hidden')).toBeInTheDocument();
    expect(within(packageCell!).getByText('Popular')).toBeInTheDocument();
    expect(within(packageCell!).getByText('Free trial: 3 days')).toBeInTheDocument();
    // No trial, no word of one.
    expect(within(await rowOf('Package 1')).queryByText(/^Free trial/)).toBeNull();
    expect(within(second).getByText('$10.02')).toBeInTheDocument();
    const load = calls.find((c) => c.path === '/api/admin/services')!;
    expect(Object.fromEntries(load.query)).toMatchObject({
      q: 'package',
      sort: '-price',
      page: '1',
      pageSize: '20',
    });
  });

  it('shows the services load message and loads again on Try again', async () => {
    fakeServer([service(1)], { failLoads: 1 });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load services. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Package 1')).toBeInTheDocument();
  });

  it('checks the form with the contract’s messages, creates, and adds the row at once', async () => {
    const { calls } = fakeServer([service(1)]);
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'New package' }));
    expect(screen.getByRole('heading', { name: 'New package' })).toHaveFocus();
    const form = screen.getByRole('form', { name: 'New package' });
    await user.click(within(form).getByRole('button', { name: 'Create package' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Name'), 'Weekend Pass');
    await user.clear(within(form).getByLabelText('Price'));
    await user.type(within(form).getByLabelText('Price'), '-5');
    await user.click(within(form).getByRole('button', { name: 'Create package' }));
    expect(within(form).getByLabelText('Price')).toHaveAccessibleDescription(
      /Price cannot be negative/,
    );

    await user.clear(within(form).getByLabelText('Price'));
    await user.type(within(form).getByLabelText('Price'), '499');
    await user.type(within(form).getByLabelText('Features'), 'HD\n\n2 screens ');
    await user.click(within(form).getByLabelText('Live sports'));
    await user.click(within(form).getByRole('button', { name: 'Create package' }));

    expect(await screen.findByText('“Weekend Pass” created.')).toBeInTheDocument();
    expect(await rowOf('Weekend Pass')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New package' })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'Weekend Pass',
      price: 499,
      features: ['HD', '2 screens'],
      highlights: ['sports'],
      active: true,
      popular: false,
      trialHours: 0,
    });
  });

  it('edits a package and replaces its row', async () => {
    const { calls } = fakeServer([service(1), service(2)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await rowOf('Package 2')).getByRole('button', { name: 'Edit Package 2' }),
    );
    const form = screen.getByRole('form', { name: 'Edit Package 2' });
    expect(within(form).getByLabelText('Price')).toHaveValue(1002);
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Gold');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Gold” saved.')).toBeInTheDocument();
    expect(await rowOf('Gold')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/admin/services/${service(2).id}`);
    expect(patch.body).toMatchObject({ name: 'Gold', price: 1002 });
  });

  it('sets a package’s free trial in hours, checked by the contract, and lists it', async () => {
    const { calls } = fakeServer([service(1)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await rowOf('Package 1')).getByRole('button', { name: 'Edit Package 1' }),
    );
    const form = screen.getByRole('form', { name: 'Edit Package 1' });
    const trial = within(form).getByLabelText('Free trial (hours)');
    expect(trial).toHaveValue(0);
    expect(trial).toHaveAccessibleDescription('0: no free trial. 24 is the norm for live TV.');

    await user.clear(trial);
    await user.type(trial, '721');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(trial).toHaveAccessibleDescription(
      expect.stringContaining('A trial is a whole number of hours from 0 to 720'),
    );
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(trial);
    await user.type(trial, '24');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Package 1” saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({ trialHours: 24 });
    await waitFor(async () =>
      expect(
        within(await rowOf('Package 1')).getByText('Free trial: 24 hours'),
      ).toBeInTheDocument(),
    );
  });

  it('hides, shows and marks popular from the row, with a toast', async () => {
    const { calls } = fakeServer([service(1)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await rowOf('Package 1')).getByRole('button', { name: 'Hide Package 1' }),
    );
    expect(await screen.findByText('“Package 1” is hidden.')).toBeInTheDocument();
    expect(within(await rowOf('Package 1')).getByText('Hidden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Popular: Package 1' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Popular: Package 1' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { active: false },
      { popular: true },
    ]);
  });

  it('asks before deleting; Cancel keeps the package, Delete removes its row', async () => {
    const { calls } = fakeServer([service(1), service(2)]);
    const user = userEvent.setup();
    renderPage();
    const remove = async () =>
      user.click(
        within(await rowOf('Package 1')).getByRole('button', { name: 'Delete Package 1' }),
      );

    await remove();
    const dialog = screen.getByRole('dialog', { name: 'Delete “Package 1”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await remove();
    await user.click(screen.getByRole('button', { name: 'Delete package' }));
    expect(await screen.findByText('“Package 1” deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Package 1')).toBeNull());
    expect(await rowOf('Package 2')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('moves a package up and down, and offers the arrows only in display order', async () => {
    const { calls } = fakeServer([service(1), service(2), service(3)]);
    const user = userEvent.setup();
    const order = async () =>
      within(await table())
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    renderPage();
    await user.click(
      within(await rowOf('Package 3')).getByRole('button', { name: 'Move Package 3 up' }),
    );
    await waitFor(async () =>
      expect(await order()).toEqual([
        expect.stringContaining('Package 1'),
        expect.stringContaining('Package 3'),
        expect.stringContaining('Package 2'),
      ]),
    );
    expect(calls.find((c) => c.path.endsWith('/move'))).toMatchObject({
      method: 'POST',
      path: `/api/admin/services/${service(3).id}/move`,
      body: { direction: 'up' },
    });
  });

  it('hides the arrows when a search or another sort changes what "up" means', async () => {
    fakeServer([service(1), service(2)]);
    renderPage('/admin/packages?sort=-price');
    await rowOf('Package 1');
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Package 1' })).toBeInTheDocument();
  });
});
