import type { InvoiceKind } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import type { InvoiceParty, InvoiceRow, OrderRow, invoices } from '../../db/schema/index.ts';
import { createSiteRepository, type SiteSettings } from '../site/site.repository.ts';
import { createInvoicesRepository } from './invoices.repository.ts';

/** The period a subscription's payment buys, printed on its invoice. */
export interface InvoicePeriod {
  start: Date;
  end: Date;
}

const BASIS_POINTS = 10_000;

/**
 * The tax inside a price that includes it: total − round(total / (1 + rate)), in minor units
 * (decision 050). With a rate of 0 it is 0.
 */
export function includedTax(total: number, rateBp: number): number {
  if (rateBp <= 0) return 0;
  return total - Math.round((total * BASIS_POINTS) / (BASIS_POINTS + rateBp));
}

/** `2026-000123` for an invoice; a credit note, from the same series, `CN-2026-000124`. */
export function documentNumber(kind: InvoiceKind, year: number, seq: number): string {
  const number = `${year}-${String(seq).padStart(6, '0')}`;
  return kind === 'credit_note' ? `CN-${number}` : number;
}

/** The seller as the settings say now: the legal name, or the site name while it is empty. */
export function sellerOf(settings: SiteSettings): InvoiceParty {
  return {
    name: settings.legalName.trim() || settings.siteName,
    address: settings.legalAddress.trim(),
    ...(settings.taxNumber.trim() ? { taxNumber: settings.taxNumber.trim() } : {}),
  };
}

const duration = (months: number) =>
  months === 12 ? '1 year' : `${months} ${months === 1 ? 'month' : 'months'}`;

/** "Sports Plus subscription, 1 month". */
export const invoiceDescription = (order: Pick<OrderRow, 'serviceName' | 'periodMonths'>) =>
  `${order.serviceName} subscription, ${duration(order.periodMonths)}`;

/**
 * Takes the next number of the year of `at` (now unless said) and writes the document dated
 * `at`, in the caller's transaction.
 */
async function issue(
  tx: Db,
  kind: InvoiceKind,
  at: Date | undefined,
  content: Omit<typeof invoices.$inferInsert, 'number' | 'year' | 'seq' | 'kind' | 'issuedAt'>,
): Promise<InvoiceRow> {
  const repo = createInvoicesRepository(tx);
  const issuedAt = at ?? new Date();
  // The year of the date printed on it (UTC, as every date the server writes).
  const year = issuedAt.getUTCFullYear();
  const seq = await repo.takeNumber(year);
  const number = documentNumber(kind, year, seq);
  return repo.insert({ ...content, kind, year, seq, number, issuedAt });
}

/**
 * The invoice of a paid order, its content frozen as it is now: the seller from the settings,
 * the buyer (the customer's name and email, and the billing address given at checkout), the
 * package and `period`, the figures of the order and the tax rate of the settings.
 */
export async function issueInvoice(
  tx: Db,
  order: OrderRow,
  options: { period: InvoicePeriod | null; at?: Date },
): Promise<InvoiceRow> {
  const settings = await createSiteRepository(tx).getSettings();
  const buyer = await createInvoicesRepository(tx).buyerOf(order.userId);
  const taxRate = settings.taxRateBp;
  return issue(tx, 'invoice', options.at, {
    orderId: order.id,
    refersTo: null,
    seller: sellerOf(settings),
    buyer: {
      name: buyer?.name ?? '',
      email: buyer?.email ?? '',
      address: order.billingAddress?.trim() ?? '',
    },
    description: invoiceDescription(order),
    periodStart: options.period?.start ?? null,
    periodEnd: options.period?.end ?? null,
    subtotal: order.subtotal,
    discount: order.discount,
    taxRate,
    taxAmount: includedTax(order.total, taxRate),
    total: order.total,
    currency: order.currency,
  });
}

/**
 * The credit note that takes an invoice back whole (a refund, or a paid order cancelled): the
 * invoice's buyer, period and figures, tax included, so the two cancel out to the cent; the
 * seller as the settings say now, since the credit note is a document of today.
 */
export async function issueCreditNote(
  tx: Db,
  invoice: InvoiceRow,
  options: { reason: 'refunded' | 'cancelled'; at?: Date },
): Promise<InvoiceRow> {
  const settings = await createSiteRepository(tx).getSettings();
  return issue(tx, 'credit_note', options.at, {
    orderId: invoice.orderId,
    refersTo: invoice.id,
    seller: sellerOf(settings),
    buyer: invoice.buyer,
    description: `${options.reason === 'refunded' ? 'Refund' : 'Cancellation'} of invoice ${invoice.number}: ${invoice.description}`,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    taxRate: invoice.taxRate,
    taxAmount: invoice.taxAmount,
    total: invoice.total,
    currency: invoice.currency,
  });
}

/**
 * What a status change means for the order's documents, in its transaction: once paid (or
 * active without a paid step) it has an invoice; refunded, or cancelled after it was paid, a
 * credit note for that invoice. Each is issued once. `period` is asked only when an invoice is
 * issued. An order paid before invoices existed has no invoice, so nothing is credited.
 */
export async function issueOrderDocuments(
  tx: Db,
  order: OrderRow,
  period: () => Promise<InvoicePeriod | null>,
): Promise<void> {
  const { status } = order;
  // A free trial is never paid: nothing to invoice, no number taken (decision 055).
  if (order.trial || status === 'pending' || status === 'expired') return;
  const issued = await createInvoicesRepository(tx).ofOrder(order.id);
  if (status === 'paid' || status === 'active') {
    if (!issued.invoice) await issueInvoice(tx, order, { period: await period() });
    return;
  }
  if (issued.invoice && !issued.credit_note) {
    await issueCreditNote(tx, issued.invoice, { reason: status });
  }
}
