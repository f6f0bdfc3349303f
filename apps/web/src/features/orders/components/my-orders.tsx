import {
  CUSTOMER_ORDER_STATUS_LABELS,
  checkoutReturnPath,
  formatMoney,
  type Order,
} from '@streamfront/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useMyOrders } from '../api/get-my-orders';
import { OrderDocuments } from './order-documents';
import { LoadError } from '@/components/ui/load-error';

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
  {
    id: 'total',
    header: 'Total',
    cell: (o) => (o.trial ? 'Free trial' : formatMoney(o.total, o.currency)),
  },
  { id: 'status', header: 'Status', cell: (o) => CUSTOMER_ORDER_STATUS_LABELS[o.status] },
];

/**
 * The account's order history, from GET /api/orders/mine (the running subscriptions are
 * "Your subscription", above it on the page).
 */
export function MyOrders() {
  const orders = useMyOrders();
  if (orders.isPending) return <Spinner label="Loading your orders…" />;
  if (orders.isError) {
    return <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-10">
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
