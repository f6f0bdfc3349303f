import { ORDER_STATUS_LABELS, formatMoney, type AdminOrder } from '@streamfront/contract';
import type { ReactNode } from 'react';
import type { ListColumn } from '@/components/list/data-list';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { ExportCsvButton } from '@/components/list/export-csv-button';
import { labelOptions } from '@/components/list/label-options';
import { RecordReviewPage } from '@/components/list/record-review-page';
import { useListParams } from '@/components/list/use-list-params';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { formatDate } from '@/lib/format-date';
import { usePackageOptions } from '@/lib/package-options';
import { useExportOrders } from '../api/export-orders';
import { useAdminOrders } from '../api/get-admin-orders';
import { OrderDetail } from './order-detail';

const columns: ListColumn<AdminOrder>[] = [
  {
    id: 'orderNumber',
    header: 'Order',
    sortable: true,
    primary: true,
    cell: (order) => (
      <div className="min-w-0">
        <p className="font-semibold">{order.orderNumber}</p>
        <p className="truncate text-sm text-slate-400">
          {order.customer.name} · {order.customer.email}
        </p>
      </div>
    ),
  },
  { id: 'package', header: 'Package', cell: (order) => order.serviceName },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (order) => <OrderStatusBadge status={order.status} />,
  },
  {
    id: 'total',
    header: 'Total',
    sortable: true,
    cell: (order) => formatMoney(order.total, order.currency),
  },
  {
    id: 'createdAt',
    header: 'Placed',
    sortable: true,
    cell: (order) => formatDate(order.createdAt),
  },
  {
    id: 'expiresAt',
    header: 'Expires',
    sortable: true,
    cell: (order) => formatDate(order.expiresAt),
  },
];

/**
 * Admin: every order, with search, filters, sort, paging, CSV export and one order's detail.
 * `orderMail` draws the mail an order caused in its panel and `tools` adds buttons to the
 * toolbar: other features' parts, which the page hands in (features do not import each other).
 */
export function OrdersAdmin({
  orderMail,
  tools,
}: { orderMail?: (order: AdminOrder) => ReactNode; tools?: ReactNode } = {}) {
  const params = useListParams({ filters: ['status', 'serviceId', 'from', 'to'] as const });
  const packages = usePackageOptions();
  const exporting = useExportOrders();

  return (
    <RecordReviewPage
      params={params}
      list={useAdminOrders(params.query)}
      search={{ label: 'Search orders', placeholder: 'Order number, email or name' }}
      filters={[
        {
          name: 'status',
          label: 'Status',
          options: labelOptions(ORDER_STATUS_LABELS),
          allLabel: 'All statuses',
          width: 'sm:w-40',
        },
        {
          name: 'serviceId',
          label: 'Package',
          options: packages.data ?? [],
          allLabel: 'All packages',
          width: 'sm:w-48',
        },
      ]}
      tools={
        <>
          <DateRangeFilter params={params} />
          <ExportCsvButton
            exporting={exporting}
            query={params.query}
            fileName={() => `orders-${new Date().toISOString().slice(0, 10)}.csv`}
            done="Orders exported."
          />
          {tools}
        </>
      }
      // The open order lives in the URL too, so Back closes it and a link can point at it.
      recordParam="order"
      placement="above"
      detail={(id, close) => <OrderDetail id={id} onClose={close} mail={orderMail} />}
      caption="Orders"
      newItems={{ one: 'new order', other: 'new orders' }}
      columns={columns}
      rowKey={(order) => order.id}
      empty={{ title: 'No orders yet', message: 'Orders appear here as customers place them.' }}
      openLabel={(order) => `Open order ${order.orderNumber}`}
    />
  );
}
