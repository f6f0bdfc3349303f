import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  formatMoney,
  formatPeriod,
  type AdminOrder,
  type OrderStatus,
} from '@streamfront/contract';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { RecordPanel } from '@/components/list/record-panel';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useAdminOrder } from '../api/get-admin-order';
import { useUpdateOrder } from '../api/update-order';
import { OrderNoteForm } from './order-note-form';
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

function OrderBody({ order, mail }: { order: AdminOrder; mail: OrderMailSlot | undefined }) {
  const update = useUpdateOrder();
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const next = ORDER_TRANSITIONS[order.status];

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

  const money = (minor: number) => formatMoney(minor, order.currency);

  return (
    <div className="flex flex-col gap-6">
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
              disabled={update.isPending}
              onClick={() =>
                CONFIRMED_MOVES.includes(status) ? setConfirming(status) : move(status)
              }
            >
              {MOVE_LABELS[status]}
            </Button>
          ))}
        </div>
      )}

      <div>
        <h3 className="mb-2 font-semibold">Timeline</h3>
        <ol aria-label="Timeline" className="flex flex-col gap-3 border-l border-night-700 pl-4">
          {order.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <p>
                {entry.from ? `${ORDER_STATUS_LABELS[entry.from]} → ` : 'Placed as '}
                {ORDER_STATUS_LABELS[entry.to]}
              </p>
              <p className="text-sm text-slate-400">
                {formatDateTime(entry.at)} · {entry.by?.name ?? 'Customer'}
              </p>
              {entry.note && <p className="text-sm">{entry.note}</p>}
            </li>
          ))}
        </ol>
      </div>

      {mail?.(order)}

      <OrderNoteForm order={order} />

      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'refunded' ? 'Refund this order?' : 'Cancel this order?'}
        confirmLabel={confirming ? MOVE_LABELS[confirming] : 'Confirm'}
        cancelLabel="Keep it"
        pending={update.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && move(confirming)}
      >
        Order {order.orderNumber} for {order.customer.name} ({money(order.total)}) cannot be moved
        on after this.
      </ConfirmDialog>
    </div>
  );
}
