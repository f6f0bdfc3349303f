import { invoiceFileName, orderInvoicePath, type InvoiceKind } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { toCallError } from '@/lib/call-errors';
import { fetchFile } from '@/lib/fetch-file';
import { saveBlob } from '@/lib/save-blob';

export const DOCUMENT_DOWNLOAD_FAILED = 'Failed to download the document. Please try again.';

export interface OrderDocument {
  orderId: string;
  kind: InvoiceKind;
  /** Its number, the name it is saved under. */
  number: string;
}

/** GET /api/orders/:id/invoice.pdf (or credit-note.pdf): the customer's own, saved as a file. */
export async function downloadOrderDocument({ orderId, kind, number }: OrderDocument) {
  const file = await fetchFile(orderInvoicePath(orderId, kind), (error) =>
    toCallError(error, DOCUMENT_DOWNLOAD_FAILED),
  );
  saveBlob(file, invoiceFileName(number));
}

export function useDownloadOrderDocument() {
  return useMutation({ mutationFn: downloadOrderDocument });
}
