import type { z } from 'zod';
import { FinanceSummaryQuerySchema } from './finance.ts';
import type { InvoiceKind } from './orders.ts';

/**
 * Invoices and credit notes (decision 050): one number series per year shared by both, so
 * that every number of a year is used once and none is skipped; a credit note carries `CN-`
 * before its number. The documents are PDFs, fetched with the caller's token.
 */

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

/** Where a customer fetches the documents of one of their orders. */
export const orderInvoicePath = (orderId: string, kind: InvoiceKind) =>
  `/orders/${orderId}/${kind === 'invoice' ? 'invoice' : 'credit-note'}.pdf`;

/** The file a document is saved as: its number (`2026-000123.pdf`, `CN-2026-000124.pdf`). */
export const invoiceFileName = (number: string) => `${number}.pdf`;

/**
 * `GET /api/admin/finance/invoices.csv`: every invoice and credit note issued in the days
 * asked for (the finance page's period, in its time zone), of one currency or of all.
 */
export const InvoiceExportQuerySchema = FinanceSummaryQuerySchema.omit({ groupBy: true });
export type InvoiceExportQuery = z.infer<typeof InvoiceExportQuerySchema>;

/**
 * Its columns, in order. Amounts are positive integer minor units, a credit note's too: its
 * `kind` says it takes the money back (as the finance summary counts refunds).
 */
export const INVOICE_CSV_COLUMNS = [
  'number',
  'kind',
  'issuedAt',
  'refersTo',
  'orderNumber',
  'buyerName',
  'buyerEmail',
  'description',
  'periodStart',
  'periodEnd',
  'subtotal',
  'discount',
  'total',
  'taxRatePercent',
  'taxAmount',
  'currency',
] as const;
