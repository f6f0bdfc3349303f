import {
  CUSTOMER_ORDER_STATUS_LABELS,
  checkoutReturnPath,
  formatMoney,
  type Order,
} from '@streamfront/contract';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useMyOrders } from '../api/get-my-orders';
import { useRenewOrder } from '../api/renew-order';
import { OrderDocuments } from './order-documents';
import { LoadError } from '@/components/ui/load-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until `expiresAt`, rounded up: a subscription ending later today has 1 left. */
export function daysLeft(expiresAt: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / DAY_MS));
}

function ActiveSubscriptions({ orders }: { orders: Order[] }) {
  const renew = useRenewOrder();
  const active = orders.filter((order) => order.status === 'active');
  // A renewal already placed for a subscription: a second Renew would only order it twice.
  const renewed = new Set(
    orders
      .filter((o) => o.renewalOf && ['pending', 'paid', 'active'].includes(o.status))
      .map((o) => o.renewalOf),
  );

  return (
    <section aria-labelledby="subscriptions-title" className="flex flex-col gap-4">
      <h2 id="subscriptions-title" className="text-xl font-bold text-white">
        Active subscriptions
      </h2>
      {active.length === 0 ? (
        <p className="text-slate-300">No active subscription yet.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {active.map((order) => (
            <li
              key={order._id}
              aria-label={order.serviceName}
              className="flex flex-col gap-2 rounded-2xl border border-night-700 bg-night-800/70 p-5"
            >
              <h3 className="font-semibold text-white">{order.serviceName}</h3>
              <p className="text-sm text-slate-300">
                From {formatDate(order.startsAt)} to {formatDate(order.expiresAt)}
              </p>
              {order.expiresAt && (
                <p className="text-sm font-semibold text-white">
                  {daysLeft(order.expiresAt)} days left
                </p>
              )}
              {renewed.has(order._id) ? (
                <p className="text-sm text-slate-300">Renewal ordered.</p>
              ) : (
                <Button
                  variant="secondary"
                  className="self-start"
                  aria-label={`Renew ${order.serviceName}`}
                  loading={renew.isPending && renew.variables === order._id}
                  onClick={() =>
                    renew.mutate(order._id, {
                      onSuccess: (placed) =>
                        toast.success(
                          `Renewal ordered: ${placed.orderNumber}. It starts when this one ends.`,
                        ),
                      onError: (error) => toast.error(error.message),
                    })
                  }
                >
                  Renew
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A card order still unpaid (the card page was left, or its session ran out): its payment
 * page, reached through the order's return page, which opens it again.
 */
function PayByCard({ order }: { order: Order }) {
  if (order.status !== 'pending' || order.paymentMethod !== 'card') return null;
  return (
    <Link
      to={checkoutReturnPath(order.id)}
      className={buttonClasses('secondary', 'sm')}
      aria-label={`Pay order ${order.orderNumber} by card`}
    >
      Pay by card
    </Link>
  );
}

const COLUMNS: readonly TableColumn<Order>[] = [
  { id: 'number', header: 'Order', cell: (o) => o.orderNumber, primary: true },
  { id: 'package', header: 'Package', cell: (o) => o.serviceName },
  { id: 'date', header: 'Placed', cell: (o) => formatDate(o.createdAt) },
  { id: 'total', header: 'Total', cell: (o) => formatMoney(o.total, o.currency) },
  { id: 'status', header: 'Status', cell: (o) => CUSTOMER_ORDER_STATUS_LABELS[o.status] },
];

/** The account's subscriptions and order history, from GET /api/orders/mine. */
export function MyOrders() {
  const orders = useMyOrders();
  if (orders.isPending) return <Spinner label="Loading your orders…" />;
  if (orders.isError) {
    return <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-10">
      <ActiveSubscriptions orders={orders.data} />
      <section aria-labelledby="history-title" className="flex flex-col gap-4">
        <h2 id="history-title" className="text-xl font-bold text-white">
          Order history
        </h2>
        {orders.data.length === 0 ? (
          <p className="text-slate-300">No orders yet.</p>
        ) : (
          <ResponsiveTable
            caption="Your orders"
            columns={COLUMNS}
            rows={orders.data}
            rowKey={(o) => o._id}
            actions={(o) => (
              <>
                <PayByCard order={o} />
                <OrderDocuments order={o} />
              </>
            )}
          />
        )}
      </section>
    </div>
  );
}
