import {
  ORDER_ACTOR_SYSTEM_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  PAID_WITH_LABELS,
  formatMoney,
  formatPeriod,
  type AdminOrder,
  type AdminOrderTimelineEntry,
  type OrderStatus,
} from '@streamfront/contract';
import { useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { RecordPanel } from '@/components/list/record-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useAdminOrder } from '../api/get-admin-order';
import { useRefundOrder } from '../api/refund-order';
import { useUpdateOrder } from '../api/update-order';
import { OrderAccess } from './order-access';
import { OrderDocuments } from './order-documents';
import { OrderNoteForm } from './order-note-form';
import { MarkPaidDialog } from './mark-paid-dialog';
import { CONFIRMED_MOVES, MOVE_LABELS } from './order-status';
import { Fact } from '@/components/ui/fact';

/** What the order's panel shows of the mail it caused (the page hands it in). */
export type OrderMailSlot = (order: AdminOrder) => ReactNode;

/**
 * One order beside the list: who, what, how much, its history, the mail it caused and what
 * may happen next.
 */
export function OrderDetail({
  id,
  onClose,
  mail,
}: {
  id: string;
  onClose: () => void;
  mail?: OrderMailSlot | undefined;
}) {
  const order = useAdminOrder(id);
  return (
    <RecordPanel
      record={order}
      title={order.data ? `Order ${order.data.orderNumber}` : 'Order'}
      loadingLabel="Loading the order…"
      onClose={onClose}
    >
      {(loaded) => <OrderBody key={loaded.id} order={loaded} mail={mail} />}
    </RecordPanel>
  );
}

/** Who or what made a timeline entry: a person by name, else the system (the contract's words). */
function madeBy(entry: AdminOrderTimelineEntry): string {
  if (entry.system) return ORDER_ACTOR_SYSTEM_LABELS[entry.system];
  return entry.by?.name ?? (entry.from === null ? 'Customer' : 'System');
}

function OrderBody({ order, mail }: { order: AdminOrder; mail: OrderMailSlot | undefined }) {
  const update = useUpdateOrder();
  const refund = useRefundOrder();
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [markingPaid, setMarkingPaid] = useState(false);
  const timelineHeading = useRef<HTMLHeadingElement>(null);
  const next = ORDER_TRANSITIONS[order.status];
  const pending = update.isPending || refund.isPending;
  // Paid by card online: a refund sends the money back through the card processor.
  const byCard = order.paidWith === 'card';

  function move(status: OrderStatus) {
    update.mutate(
      // `from`: refused (409) if someone else moved the order after this page showed it.
      { id: order.id, body: { status, from: order.status } },
      {
        onSuccess: (saved) =>
          toast.success(
            `Order ${saved.orderNumber} is ${ORDER_STATUS_LABELS[saved.status].toLowerCase()}.`,
          ),
        onSettled: () => setConfirming(null),
      },
    );
  }

  function refundIt() {
    refund.mutate(
      { id: order.id, from: order.status },
      {
        onSuccess: (saved) => toast.success(`Order ${saved.orderNumber} is refunded.`),
        onSettled: () => setConfirming(null),
      },
    );
  }

  const money = (minor: number) => formatMoney(minor, order.currency);

  return (
    <div className="flex flex-col gap-6">
      {order.attention && (
        <Alert tone="info" className="border-amber-400/40">
          <strong className="font-semibold text-amber-200">Needs a look: </strong>
          {order.attention}
        </Alert>
      )}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="Status">
          <OrderStatusBadge status={order.status} />
        </Fact>
        <Fact term="Customer">
          {order.customer.name} · {order.customer.email}
        </Fact>
        <Fact term="Package">
          {order.serviceName} · {formatPeriod(order.periodMonths)}
        </Fact>
        <Fact term="Promo code">{order.promoCode ?? '—'}</Fact>
        <Fact term="Payment chosen">{order.paymentMethod === 'card' ? 'Card' : 'Manual'}</Fact>
        {order.paidWith && (
          <>
            <Fact term="Paid with">{PAID_WITH_LABELS[order.paidWith]}</Fact>
            <Fact term="Payment seen">{order.paymentNote ?? '—'}</Fact>
          </>
        )}
        <Fact term="Subtotal">{money(order.subtotal)}</Fact>
        <Fact term="Discount">{order.discount > 0 ? `−${money(order.discount)}` : '—'}</Fact>
        <Fact term="Total">
          <strong>{money(order.total)}</strong>
        </Fact>
        <Fact term="Placed">{formatDateTime(order.createdAt)}</Fact>
        <Fact term="Starts">{formatDate(order.startsAt)}</Fact>
        <Fact term="Expires">{formatDate(order.expiresAt)}</Fact>
      </dl>

      {next.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Change status">
          {next.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={CONFIRMED_MOVES.includes(status) ? 'danger' : 'primary'}
              disabled={pending}
              onClick={() =>
                status === 'paid'
                  ? setMarkingPaid(true)
                  : CONFIRMED_MOVES.includes(status)
                    ? setConfirming(status)
                    : move(status)
              }
            >
              {MOVE_LABELS[status]}
            </Button>
          ))}
        </div>
      )}

      <div>
        <h3 ref={timelineHeading} tabIndex={-1} className="mb-2 font-semibold">
          Timeline
        </h3>
        <ol aria-label="Timeline" className="flex flex-col gap-3 border-l border-night-700 pl-4">
          {order.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <p>
                {entry.from ? `${ORDER_STATUS_LABELS[entry.from]} → ` : 'Placed as '}
                {ORDER_STATUS_LABELS[entry.to]}
              </p>
              <p className="text-sm text-slate-400">
                {formatDateTime(entry.at)} · by {madeBy(entry)}
              </p>
              {entry.note && <p className="text-sm">{entry.note}</p>}
            </li>
          ))}
        </ol>
      </div>

      <OrderAccess orderId={order.id} orderNumber={order.orderNumber} />

      <OrderDocuments order={order} />

      {mail?.(order)}

      <OrderNoteForm order={order} />

      {markingPaid && (
        <MarkPaidDialog
          order={order}
          // Paid, the order offers other moves: its history, with the new entry, is where to be.
          focusAfterPaid={timelineHeading}
          onClose={() => setMarkingPaid(false)}
        />
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'refunded' ? 'Refund this order?' : 'Cancel this order?'}
        confirmLabel={confirming ? MOVE_LABELS[confirming] : 'Confirm'}
        cancelLabel="Keep it"
        pending={pending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming === 'refunded' ? refundIt() : confirming && move(confirming))}
      >
        Order {order.orderNumber} for {order.customer.name} ({money(order.total)}) cannot be moved
        on after this.
        {confirming === 'refunded' &&
          (byCard
            ? ' The card payment goes back to the customer’s card through the card processor.'
            : ' Give the money back by hand; this records that you did.')}
      </ConfirmDialog>
    </div>
  );
}
