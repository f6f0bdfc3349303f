import { ORDER_STATUSES, formatMoney, type AdminOrder } from '@streamfront/contract';
import toast from 'react-hot-toast';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { listQueryState } from '@/components/list/list-query-state';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { ListFilter } from '@/components/list/filter-select';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { useOpenRecord } from '@/components/list/use-open-record';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/save-blob';
import { useExportOrders } from '../api/export-orders';
import { useAdminOrders } from '../api/get-admin-orders';
import { useOrderPackages } from '../api/get-order-packages';
import { OrderDetail } from './order-detail';
import { formatDate } from '@/lib/format-date';
import { STATUS_LABELS, STATUS_TONES } from './order-status';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

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
    cell: (order) => <Badge tone={STATUS_TONES[order.status]}>{STATUS_LABELS[order.status]}</Badge>,
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

/** Admin: every order, with search, filters, sort, paging, CSV export and one order's detail. */
export function OrdersAdmin() {
  const params = useListParams({ filters: ['status', 'serviceId', 'from', 'to'] as const });
  const list = useAdminOrders(params.query);
  const packages = useOrderPackages();
  const exporting = useExportOrders();
  // The open order lives in the URL too, so Back closes it and a link can point at it.
  const { openId, open, close, openerProps } = useOpenRecord('order');

  function exportCsv() {
    exporting.mutate(params.query, {
      onSuccess: (blob) => {
        saveBlob(blob, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
        toast.success('Orders exported.');
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar params={params} label="Search orders" placeholder="Order number, email or name">
        <ListFilter
          params={params}
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          allLabel="All statuses"
          width="sm:w-40"
        />
        <ListFilter
          params={params}
          name="serviceId"
          label="Package"
          options={packages.data ?? []}
          allLabel="All packages"
          width="sm:w-48"
        />
        <DateRangeFilter params={params} />
        <Button
          variant="secondary"
          className="sm:ml-auto"
          disabled={exporting.isPending}
          onClick={exportCsv}
        >
          {exporting.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </ListToolbar>

      {openId && <OrderDetail id={openId} onClose={close} />}

      <DataList
        caption="Orders"
        newItems={{ one: 'new order', other: 'new orders' }}
        columns={columns}
        rowKey={(order) => order.id}
        params={params}
        {...listQueryState(list)}
        empty={{ title: 'No orders yet', message: 'Orders appear here as customers place them.' }}
        actions={(order) => (
          <Button
            variant="secondary"
            size="sm"
            {...openerProps(order.id)}
            onClick={() => open(order.id)}
            aria-label={`Open order ${order.orderNumber}`}
          >
            Open
          </Button>
        )}
      />
    </div>
  );
}
