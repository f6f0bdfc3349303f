import { NavLink, Outlet } from 'react-router';
import { OrderMail } from '@/features/admin-mail/components/order-mail';
import { OrdersAdmin } from '@/features/admin-orders/components/orders-admin';
import { ExtendSubscriptionsButton } from '@/features/compensations/components/extend-subscriptions-button';
import { PastExtensions } from '@/features/compensations/components/past-extensions';
import { RenewalsAdmin } from '@/features/renewals/components/renewals-admin';
import { cn } from '@/lib/cn';
import { AdminPage } from './admin-page';

const VIEWS = [
  { to: '/admin/orders', label: 'All orders', end: true },
  { to: '/admin/orders/renewals', label: 'Renewals', end: false },
] as const;

/**
 * /admin/orders: every order (spec §2) and, under /admin/orders/renewals, the subscriptions
 * ending soon. Two links styled as tabs: each view has its own address, so Back and
 * bookmarks work, and the current one is announced as the current page.
 */
export function AdminOrdersPage() {
  return (
    <AdminPage title="Orders" description="Customer orders, their status and history.">
      <nav aria-label="Orders views" className="-mt-2 border-b border-night-700">
        <ul className="flex gap-1">
          {VIEWS.map((view) => (
            <li key={view.to}>
              <NavLink
                to={view.to}
                end={view.end}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-block rounded-t-md border-b-2 px-4 py-2 text-sm font-medium',
                    isActive
                      ? 'border-brand-400 text-white'
                      : 'border-transparent text-slate-300 hover:text-white',
                  )
                }
              >
                {view.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </AdminPage>
  );
}

/**
 * Every order; an open order lists the mail it caused, from the mail log. Below, the
 * extensions given after outages, which the toolbar's "Extend subscriptions" makes.
 */
export function AdminAllOrders() {
  return (
    <div className="flex flex-col gap-10">
      <OrdersAdmin
        orderMail={(order) => <OrderMail orderId={order.id} orderVersion={order.updatedAt} />}
        tools={<ExtendSubscriptionsButton />}
      />
      <PastExtensions />
    </div>
  );
}

export const AdminRenewals = RenewalsAdmin;
