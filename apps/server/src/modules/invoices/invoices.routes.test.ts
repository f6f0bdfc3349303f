import type { Order, SiteSettings } from '@streamfront/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  as,
  newCustomer,
  newPackage,
  newPromo,
  orderIn,
  placeOrder,
  type TestCustomer,
} from '../../testing/order-kit.ts';
import { pdfTextOf } from '../../testing/pdf.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { moveOrder } from '../../testing/subscription-kit.ts';
import { json } from '../../testing/test-app.ts';
import { includedTax } from './invoices.service.ts';

// Issue 23 §3: every paid order has an invoice with the seller, the buyer, the package and its
// period, the figures and the tax from the settings, frozen at issue; a refund (or a paid order
// cancelled) has a credit note that refers to it; the customer and the admins fetch both as
// PDFs, another customer gets 404; finance's exports carry the numbers.

const t = useShopTestApp({ customer: true });

const NUMBER = /^\d{4}-\d{6}$/;
const CREDIT_NUMBER = /^CN-\d{4}-\d{6}$/;
const year = new Date().getUTCFullYear();
const seqOf = (number: string) => Number(number.slice(-6));

/** The admin's settings with `patch`, saved as the Settings page saves them. */
async function saveSettings(patch: Partial<SiteSettings>) {
  const current = json<{ data: SiteSettings }>(
    await t.app.inject(as(t.admin, { method: 'GET', url: '/api/admin/settings' })),
  ).data;
  const { configuredSupportEmail: _email, updatedAt: _at, ...body } = { ...current, ...patch };
  const res = await t.app.inject(
    as(t.admin, { method: 'PUT', url: '/api/admin/settings', payload: body }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

const SELLER = {
  legalName: 'Streamfront Media Ltd',
  legalAddress: '1 Market Street\nLondon EC1A 1AA',
  taxNumber: 'GB123456789',
};

async function myOrder(customer: TestCustomer, id: string): Promise<Order> {
  const res = await t.app.inject(as(customer, { method: 'GET', url: '/api/orders/mine' }));
  return json<{ data: Order[] }>(res).data.find((order) => order.id === id)!;
}

const getPdf = (who: { token: string; ip?: string } | null, url: string) =>
  t.app.inject(who ? as(who, { method: 'GET', url }) : { method: 'GET', url });

describe('the tax inside a price that includes it', () => {
  it('is total − round(total / (1 + rate)), and 0 at a rate of 0', () => {
    expect(includedTax(2160, 2000)).toBe(360);
    // 1999 / 1.2 = 1665.83…: the price without tax rounds to 1666, so the tax is 333.
    expect(includedTax(1999, 2000)).toBe(333);
    // 1000 / 1.0725 = 932.4…
    expect(includedTax(1000, 725)).toBe(68);
    expect(includedTax(1999, 0)).toBe(0);
    expect(includedTax(0, 2000)).toBe(0);
  });
});

describe('an order paid by an admin gets its invoice', () => {
  it('at 20 % tax: the seller, the buyer, the package, its period and the figures', async () => {
    await saveSettings({ ...SELLER, taxRatePercent: 20 });
    const customer = await newCustomer(t.app, 'Chloé Martin');
    const pkg = await newPackage(t.app, t.admin, { price: 2400, name: 'Sports Plus' });
    const promo = await newPromo(t.app, t.admin, { discountValue: 10 });
    const placed = orderIn(
      await placeOrder(t.app, customer, {
        serviceId: pkg.id,
        promoCode: promo.code,
        billingAddress: 'Martin Consulting\n12 Rue de la Paix\n75002 Paris',
      }),
    );
    expect(placed).toMatchObject({ subtotal: 2400, discount: 240, total: 2160 });

    // Not paid yet: nothing to download, and the answer says why.
    const early = await getPdf(customer, `/api/orders/${placed.id}/invoice.pdf`);
    expect(early.statusCode).toBe(404);
    expect(json<{ message: string }>(early).message).toBe(
      'This order has no invoice yet: it is issued when the payment is received',
    );
    expect(await myOrder(customer, placed.id)).toMatchObject({ invoiceNumber: null });

    await moveOrder(t.app, t.admin, placed.id, 'paid');
    const paid = await myOrder(customer, placed.id);
    expect(paid.invoiceNumber).toMatch(NUMBER);
    expect(paid.invoiceNumber!.startsWith(`${year}-`)).toBe(true);
    expect(paid.creditNoteNumber).toBeNull();

    const res = await getPdf(customer, `/api/orders/${placed.id}/invoice.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${paid.invoiceNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfTextOf(res.rawPayload);
    for (const words of [
      'INVOICE',
      `Number: ${paid.invoiceNumber}`,
      `Order: ${placed.orderNumber}`,
      // The seller, from the settings.
      'Streamfront Media Ltd',
      '1 Market Street',
      'London EC1A 1AA',
      'Tax number: GB123456789',
      // The buyer: the account's name and email, and the billing address given at checkout.
      'Chloé Martin',
      customer.email,
      'Martin Consulting',
      '75002 Paris',
      // What was bought, for which period.
      'Sports Plus subscription, 1 month',
      // The figures: price, discount, without tax, the tax, the total.
      '$24.00',
      '-$2.40',
      'Total excluding tax',
      '$18.00',
      'Tax 20%',
      '$3.60',
      '$21.60',
      'Prices include 20% tax.',
      'Paid in full.',
    ]) {
      expect(text, words).toContain(words);
    }
    // The period is the one the payment buys: from today for a first order.
    const today = new Date().toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    expect(text).toContain(today);
  });

  it('at 0 % tax: no tax line, and the total', async () => {
    await saveSettings({ legalName: '', legalAddress: '', taxNumber: '', taxRatePercent: 0 });
    const customer = await newCustomer(t.app, 'Dmitri Volkov');
    const pkg = await newPackage(t.app, t.admin, { price: 1999, name: 'Essentials' });
    const placed = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, t.admin, placed.id, 'paid');

    const text = await pdfTextOf(
      (await getPdf(customer, `/api/orders/${placed.id}/invoice.pdf`)).rawPayload,
    );
    expect(text).toContain('$19.99');
    expect(text).toContain('No tax is charged on this document.');
    expect(text).not.toContain('Tax 0%');
    expect(text).not.toContain('Total excluding tax');
    // No legal name: the site name is the seller; no tax number line.
    const site = json<{ data: SiteSettings }>(
      await t.app.inject(as(t.admin, { method: 'GET', url: '/api/admin/settings' })),
    ).data;
    expect(text).toContain(site.siteName);
    expect(text).not.toContain('Tax number');
  });

  it('keeps what it was issued with when the settings change later', async () => {
    await saveSettings({ ...SELLER, taxRatePercent: 20 });
    const customer = await newCustomer(t.app, 'Farid Haddad');
    const pkg = await newPackage(t.app, t.admin, { price: 1200 });
    const placed = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, t.admin, placed.id, 'paid');

    await saveSettings({ legalName: 'Renamed Holdings plc', taxRatePercent: 7.5 });
    const text = await pdfTextOf(
      (await getPdf(customer, `/api/orders/${placed.id}/invoice.pdf`)).rawPayload,
    );
    expect(text).toContain('Streamfront Media Ltd');
    expect(text).not.toContain('Renamed Holdings plc');
    // 1200 at 20 %: 1000 and 200.
    expect(text).toContain('Tax 20%');
    expect(text).toContain('$2.00');
    // Activation does not issue a second one.
    const before = (await myOrder(customer, placed.id)).invoiceNumber;
    await moveOrder(t.app, t.admin, placed.id, 'active');
    expect((await myOrder(customer, placed.id)).invoiceNumber).toBe(before);
  });
});

describe('a refund gets a credit note that refers to the invoice', () => {
  it('takes the invoice back whole, with the next number of the series', async () => {
    await saveSettings({ ...SELLER, taxRatePercent: 20 });
    const customer = await newCustomer(t.app, 'Grace Lindqvist');
    const pkg = await newPackage(t.app, t.admin, { price: 3600, name: 'Cinema' });
    const placed = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, t.admin, placed.id, 'paid');
    await moveOrder(t.app, t.admin, placed.id, 'active');
    const missing = await getPdf(customer, `/api/orders/${placed.id}/credit-note.pdf`);
    expect(missing.statusCode).toBe(404);

    await moveOrder(t.app, t.admin, placed.id, 'refunded');
    const refunded = await myOrder(customer, placed.id);
    expect(refunded.creditNoteNumber).toMatch(CREDIT_NUMBER);
    // One series: nothing else was paid in between, so the credit note comes next.
    expect(seqOf(refunded.creditNoteNumber!)).toBe(seqOf(refunded.invoiceNumber!) + 1);

    const res = await getPdf(customer, `/api/orders/${placed.id}/credit-note.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${refunded.creditNoteNumber}.pdf"`,
    );
    const text = await pdfTextOf(res.rawPayload);
    for (const words of [
      'CREDIT NOTE',
      `Number: ${refunded.creditNoteNumber}`,
      `Corrects invoice: ${refunded.invoiceNumber}`,
      `Refund of invoice ${refunded.invoiceNumber}`,
      'Grace Lindqvist',
      // 3600 at 20 % back: 3000 and 600.
      '-$30.00',
      '-$6.00',
      'Total credited',
      '-$36.00',
    ]) {
      expect(text, words).toContain(words);
    }
  });

  it('also for a paid order that is cancelled; an unpaid one cancelled has neither', async () => {
    const customer = await newCustomer(t.app);
    const pkg = await newPackage(t.app, t.admin, { price: 500 });
    const paid = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, t.admin, paid.id, 'paid');
    await moveOrder(t.app, t.admin, paid.id, 'cancelled');
    const cancelledAfterPaying = await myOrder(customer, paid.id);
    expect(cancelledAfterPaying.creditNoteNumber).toMatch(CREDIT_NUMBER);
    const text = await pdfTextOf(
      (await getPdf(customer, `/api/orders/${paid.id}/credit-note.pdf`)).rawPayload,
    );
    expect(text).toContain(`Cancellation of invoice ${cancelledAfterPaying.invoiceNumber}`);

    const unpaid = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, t.admin, unpaid.id, 'cancelled');
    expect(await myOrder(customer, unpaid.id)).toMatchObject({
      invoiceNumber: null,
      creditNoteNumber: null,
    });
  });
});

describe('who may fetch the documents', () => {
  it("another customer's invoice answers 404, as an order that does not exist; none without a token", async () => {
    const owner = await newCustomer(t.app);
    const pkg = await newPackage(t.app, t.admin, { price: 900 });
    const placed = orderIn(await placeOrder(t.app, owner, { serviceId: pkg.id }));
    await moveOrder(t.app, t.admin, placed.id, 'paid');
    const url = `/api/orders/${placed.id}/invoice.pdf`;
    expect((await getPdf(owner, url)).statusCode).toBe(200);

    const stranger = await newCustomer(t.app);
    const refused = await getPdf(stranger, url);
    expect(refused.statusCode).toBe(404);
    expect(json<{ message: string }>(refused).message).toBe('Order not found');
    const unknown = await getPdf(
      owner,
      '/api/orders/6a1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01/invoice.pdf',
    );
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe('Order not found');
    expect((await getPdf(null, url)).statusCode).toBe(401);
    expect((await getPdf(owner, '/api/orders/not-a-uuid/invoice.pdf')).statusCode).toBe(422);
  });

  it('admins fetch any order’s documents and see their numbers on the order', async () => {
    const customer = await newCustomer(t.app, 'Hiroshi Tanaka');
    const pkg = await newPackage(t.app, t.admin, { price: 1500 });
    const placed = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, t.admin, placed.id, 'paid');
    await moveOrder(t.app, t.admin, placed.id, 'refunded');

    const order = json<{ data: Order }>(
      await t.app.inject(as(t.admin, { method: 'GET', url: `/api/admin/orders/${placed.id}` })),
    ).data;
    expect(order.invoiceNumber).toMatch(NUMBER);
    expect(order.creditNoteNumber).toMatch(CREDIT_NUMBER);
    for (const [path, number] of [
      ['invoice.pdf', order.invoiceNumber],
      ['credit-note.pdf', order.creditNoteNumber],
    ] as const) {
      const res = await getPdf(t.admin, `/api/admin/orders/${placed.id}/${path}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(await pdfTextOf(res.rawPayload)).toContain(`Number: ${number}`);
    }
    // The admin's paths are for admins only.
    expect((await getPdf(customer, `/api/admin/orders/${placed.id}/invoice.pdf`)).statusCode).toBe(
      403,
    );
    const unpaid = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    const none = await getPdf(t.admin, `/api/admin/orders/${unpaid.id}/invoice.pdf`);
    expect(none.statusCode).toBe(404);
  });
});

describe("finance's exports carry the numbers", () => {
  it('the invoice register lists each invoice and credit note of the period, by number', async () => {
    await saveSettings({ ...SELLER, taxRatePercent: 20 });
    const customer = await newCustomer(t.app, 'Isabel Moreno');
    const pkg = await newPackage(t.app, t.admin, { price: 1200, currency: 'NOK' });
    const placed = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, t.admin, placed.id, 'paid');
    await moveOrder(t.app, t.admin, placed.id, 'refunded');
    const { invoiceNumber, creditNoteNumber } = await myOrder(customer, placed.id);

    const today = new Date().toISOString().slice(0, 10);
    const res = await t.app.inject(
      as(t.admin, {
        method: 'GET',
        url: `/api/admin/finance/invoices.csv?from=${today}&to=${today}&currency=NOK`,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoices-${today}-to-${today}.csv"`,
    );
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        number: invoiceNumber,
        kind: 'Invoice',
        refersTo: '',
        orderNumber: placed.orderNumber,
        buyerName: 'Isabel Moreno',
        total: '1200',
        taxRatePercent: '20',
        taxAmount: '200',
        currency: 'NOK',
      }),
      expect.objectContaining({
        number: creditNoteNumber,
        kind: 'Credit note',
        refersTo: invoiceNumber,
        total: '1200',
        taxAmount: '200',
      }),
    ]);
    // Every currency without one, in number order.
    const all = parse(
      (
        await t.app.inject(
          as(t.admin, {
            method: 'GET',
            url: `/api/admin/finance/invoices.csv?from=${today}&to=${today}`,
          }),
        )
      ).body,
      { columns: true },
    ) as Record<string, string>[];
    const numbers = all.map((row) => row.number!.replace(/^CN-/, ''));
    expect(numbers).toEqual([...numbers].sort());
    expect(all.map((row) => row.number)).toEqual(
      expect.arrayContaining([invoiceNumber, creditNoteNumber]),
    );
  });

  it('the orders export has each order’s invoice and credit-note numbers', async () => {
    const customer = await newCustomer(t.app);
    const pkg = await newPackage(t.app, t.admin, { price: 700 });
    const placed = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, t.admin, placed.id, 'paid');
    const { invoiceNumber } = await myOrder(customer, placed.id);
    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: `/api/admin/orders/export.csv?serviceId=${pkg.id}` }),
    );
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        orderNumber: placed.orderNumber,
        invoiceNumber,
        creditNoteNumber: '',
      }),
    ]);
  });

  it('refuses a reversed period with 422', async () => {
    const res = await t.app.inject(
      as(t.admin, {
        method: 'GET',
        url: '/api/admin/finance/invoices.csv?from=2026-02-01&to=2026-01-01',
      }),
    );
    expect(res.statusCode).toBe(422);
  });
});
