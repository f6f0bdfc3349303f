import { invoiceFileName, orderInvoicePath, type InvoiceKind } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchFile } from '@/lib/fetch-file';
import { saveBlob } from '@/lib/save-blob';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';

export interface AdminOrderDocument {
  orderId: string;
  kind: InvoiceKind;
  /** Its number, the name it is saved under. */
  number: string;
}

/** GET /api/admin/orders/:id/invoice.pdf (or credit-note.pdf), saved as a file. */
export async function downloadAdminOrderDocument({ orderId, kind, number }: AdminOrderDocument) {
  const file = await fetchFile(`/admin${orderInvoicePath(orderId, kind)}`, (error) =>
    toOrdersError(error, ORDERS_MESSAGES.document),
  );
  saveBlob(file, invoiceFileName(number));
}

export function useDownloadAdminOrderDocument() {
  return useMutation({ mutationFn: downloadAdminOrderDocument });
}
