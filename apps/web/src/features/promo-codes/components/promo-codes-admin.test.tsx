import type { PromoCode } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SPORTS_PACKAGE_ID as SPORTS,
  dataAnswer,
  deletedAnswer,
  listAnswer,
  packageOptionsAnswer,
  renderAdminPage,
  stubApi,
} from '@/testing/fake-api';
import { promoCode } from '@/testing/fixtures';
import { PromoCodesAdmin } from './promo-codes-admin';

afterEach(() => vi.unstubAllGlobals());

/** The admin promo codes API over an in-memory list. */
function fakeServer(initial: PromoCode[]) {
  let rows = [...initial];
  return stubApi(({ method, path, body, id }) => {
    if (path === '/api/admin/services') return packageOptionsAnswer();
    if (method === 'GET' && path === '/api/admin/promo-codes') return listAnswer(rows);
    if (method === 'POST' && path === '/api/admin/promo-codes') {
      const created = promoCode(99, { ...(body as Partial<PromoCode>), uses: 0, revenue: 0 });
      rows = [created, ...rows];
      return dataAnswer(created, 201);
    }
    if (method === 'PATCH' && id) {
      rows = rows.map((p) => (p.id === id ? { ...p, ...(body as Partial<PromoCode>) } : p));
      return dataAnswer(rows.find((p) => p.id === id));
    }
    if (method === 'DELETE' && id) {
      rows = rows.filter((p) => p.id !== id);
      return deletedAnswer(id);
    }
    return undefined;
  });
}

const renderPage = (url = '/admin/promo-codes') => renderAdminPage(<PromoCodesAdmin />, url);

const table = () => screen.findByRole('table', { name: 'Promo codes' });

/** The page with no codes yet, and its "New promo code" form open. */
async function openNewCodeForm() {
  const { calls } = fakeServer([]);
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('No promo codes yet');
  await user.click(screen.getByRole('button', { name: 'New promo code' }));
  return { calls, user, form: screen.getByRole('form', { name: 'New promo code' }) };
}

describe('the admin promo codes page', () => {
  it('lists codes with their uses and revenue, with the URL’s filter', async () => {
    const { calls } = fakeServer([
      promoCode(1),
      promoCode(2, { discountType: 'fixed', discountValue: 500 }),
    ]);
    renderPage('/admin/promo-codes?active=true&sort=-uses');
    const list = await table();
    expect(within(list).getByText('CODE1')).toBeInTheDocument();
    expect(within(list).getByText('20% off')).toBeInTheDocument();
    expect(within(list).getByText('$5.00 off')).toBeInTheDocument();
    expect(within(list).getAllByText('7 / 100')).toHaveLength(2);
    expect(within(list).getAllByText('$123.45')).toHaveLength(2);
    const load = calls.find((c) => c.path === '/api/admin/promo-codes')!;
    expect(Object.fromEntries(load.query)).toMatchObject({ active: 'true', sort: '-uses' });
  });

  it('checks the form with the contract’s rules, then creates the code', async () => {
    const { calls, user, form } = await openNewCodeForm();
    await user.type(within(form).getByLabelText('Code'), 'no spaces!');
    await user.clear(within(form).getByLabelText('Discount'));
    await user.type(within(form).getByLabelText('Discount'), '150');
    await user.type(within(form).getByLabelText('Valid from'), '2026-12-10');
    await user.type(within(form).getByLabelText('Valid until'), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(
      expect.stringContaining('Code may use letters, digits, - and _ only'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'WINTER');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Discount')).toHaveAccessibleDescription(
        expect.stringContaining('A percent discount is at most 100'),
      ),
    );
    expect(within(form).getByLabelText('Valid until')).toHaveAccessibleDescription(
      expect.stringContaining('Valid until must be after valid from'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Discount'));
    await user.type(within(form).getByLabelText('Discount'), '15');
    await user.clear(within(form).getByLabelText('Valid until'));
    await user.type(within(form).getByLabelText('Valid until'), '2026-12-31');
    await user.click(await within(form).findByLabelText('Sports Max'));
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('“WINTER” created.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'WINTER',
      discountType: 'percent',
      discountValue: 15,
      currency: null,
      validFrom: '2026-12-10T00:00:00.000Z',
      validUntil: '2026-12-31T23:59:59.999Z',
      maxUses: null,
      maxUsesPerCustomer: 1,
      serviceIds: [SPORTS],
      active: true,
    });
    expect(await within(await table()).findByText('WINTER')).toBeInTheDocument();
  });

  it('asks the currency of a fixed amount, offering the packages’ currency first', async () => {
    const { calls, user, form } = await openNewCodeForm();
    expect(within(form).queryByLabelText('Currency of the amount')).toBeNull();
    await user.type(within(form).getByLabelText('Code'), 'FIVEOFF');
    await user.selectOptions(within(form).getByLabelText('Discount type'), 'fixed');
    const currency = within(form).getByLabelText('Currency of the amount');
    await waitFor(() => expect(currency).toHaveValue('EUR'));
    await user.clear(within(form).getByLabelText('Discount'));
    await user.type(within(form).getByLabelText('Discount'), '500');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    await screen.findByText('“FIVEOFF” created.');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      discountType: 'fixed',
      discountValue: 500,
      currency: 'EUR',
    });
  });

  it('edits a code, showing its uses and revenue', async () => {
    const { calls } = fakeServer([promoCode(1)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit CODE1' }));
    const form = screen.getByRole('form', { name: 'Edit CODE1' });
    expect(within(form).getByText('Used 7 times · revenue $123.45')).toBeInTheDocument();
    await user.click(within(form).getByLabelText('Active (customers can use it)'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“CODE1” saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ active: false });
  });

  it('deletes a code only after confirming', async () => {
    const { calls } = fakeServer([promoCode(1)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete CODE1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “CODE1”?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete promo code' }));
    expect(await screen.findByText('“CODE1” deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No promo codes yet')).toBeInTheDocument();
  });
});
