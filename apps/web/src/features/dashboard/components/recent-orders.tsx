import { formatMoney, type Dashboard } from '@streamfront/contract';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { formatWhen } from '@/lib/format-date';

/** The newest orders; each opens on the orders page (its `order` parameter opens the detail). */
export function RecentOrders({ orders }: { orders: Dashboard['recentOrders'] }) {
  return (
    <section
      aria-labelledby="dashboard-orders"
      className="flex flex-col gap-3 rounded-xl border border-night-700 bg-night-900 p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="dashboard-orders" className="font-semibold">
          Recent orders
        </h2>
        <Link to="/admin/orders" className="text-sm font-semibold text-brand-300 underline">
          All orders
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-400">No orders yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-night-700">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <Link
                  to={`/admin/orders?order=${encodeURIComponent(order.id)}`}
                  className="font-semibold underline"
                >
                  {order.orderNumber}
                </Link>
                <p className="truncate text-sm text-slate-400">
                  {order.customerName} · {order.serviceName} · {formatWhen(order.createdAt)}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span className="tabular-nums">{formatMoney(order.total, order.currency)}</span>
                <OrderStatusBadge status={order.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
