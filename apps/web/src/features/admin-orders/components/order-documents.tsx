import { INVOICE_KIND_LABELS, type AdminOrder, type InvoiceKind } from '@streamfront/contract';
import { Button } from '@/components/ui/button';
import { useDownloadAdminOrderDocument } from '../api/download-order-document';

/**
 * The order's invoice (issued when it was paid) and credit note (when it was refunded, or
 * cancelled once paid), each saved as its PDF; said plainly when there is none yet.
 */
export function OrderDocuments({ order }: { order: AdminOrder }) {
  const download = useDownloadAdminOrderDocument();
  const documents = (
    [
      ['invoice', order.invoiceNumber],
      ['credit_note', order.creditNoteNumber],
    ] as [InvoiceKind, string | null][]
  ).filter((entry): entry is [InvoiceKind, string] => entry[1] !== null);
  return (
    <div>
      <h3 className="mb-2 font-semibold">Invoice</h3>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-400">
          None yet: the invoice is issued when the order is paid.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {documents.map(([kind, number]) => (
            <Button
              key={kind}
              variant="secondary"
              size="sm"
              loading={download.isPending && download.variables?.number === number}
              onClick={() => download.mutate({ orderId: order.id, kind, number })}
            >
              {`${INVOICE_KIND_LABELS[kind]} ${number} (PDF)`}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
