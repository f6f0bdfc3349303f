import { INVOICE_CSV_COLUMNS, INVOICE_KIND_LABELS } from '@streamfront/contract';
import type { Readable } from 'node:stream';
import { csvStream } from '../../lib/csv.ts';
import type { DayRange, InvoicesRepository } from './invoices.repository.ts';

/**
 * The register of invoices and credit notes issued in `range`, one row each in number order,
 * streamed (the finance page's "Export invoices"). Each row is the document as issued: the
 * buyer, figures and tax rate it was issued with, whatever the settings say today.
 */
export function invoiceRegisterCsv(
  repo: InvoicesRepository,
  range: DayRange,
  currency: string | undefined,
): Readable {
  async function* rows() {
    for await (const { document, orderNumber, refersTo } of repo.register(range, currency)) {
      yield [
        document.number,
        INVOICE_KIND_LABELS[document.kind],
        document.issuedAt,
        refersTo,
        orderNumber,
        document.buyer.name,
        document.buyer.email,
        document.description,
        document.periodStart,
        document.periodEnd,
        document.subtotal,
        document.discount,
        document.total,
        document.taxRate / 100,
        document.taxAmount,
        document.currency,
      ];
    }
  }
  return csvStream(INVOICE_CSV_COLUMNS, rows());
}
