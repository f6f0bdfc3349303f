import type { Order } from '@streamfront/contract';
import { Button } from '@/components/ui/button';
import { useDownloadOrderDocument, type OrderDocument } from '../api/download-order-document';

/**
 * An order's invoice and credit note, each a button that saves its PDF (a plain link would
 * not carry the sign-in); nothing for an order that has none yet.
 */
export function OrderDocuments({ order }: { order: Order }) {
  const download = useDownloadOrderDocument();
  const documents: (OrderDocument & { label: string; name: string })[] = [];
  if (order.invoiceNumber) {
    documents.push({
      orderId: order.id,
      kind: 'invoice',
      number: order.invoiceNumber,
      label: 'Download invoice',
      name: `Download invoice ${order.invoiceNumber} for order ${order.orderNumber}`,
    });
  }
  if (order.creditNoteNumber) {
    documents.push({
      orderId: order.id,
      kind: 'credit_note',
      number: order.creditNoteNumber,
      label: 'Download credit note',
      name: `Download credit note ${order.creditNoteNumber} for order ${order.orderNumber}`,
    });
  }
  if (documents.length === 0) return null;
  return (
    <div className="inline-flex flex-wrap gap-2">
      {documents.map(({ label, name, ...document }) => (
        <Button
          key={document.kind}
          variant="secondary"
          size="sm"
          aria-label={name}
          loading={download.isPending && download.variables?.number === document.number}
          onClick={() => download.mutate(document)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
