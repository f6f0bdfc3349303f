import type { OrderStatus } from '@streamfront/contract';
import { Badge, type BadgeTone } from './badge';

// The admin's words for an order's status, shared by the orders page and the dashboard.
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'amber',
  paid: 'brand',
  active: 'green',
  expired: 'slate',
  cancelled: 'slate',
  refunded: 'red',
};

/** An order's status as a badge: its word says it, the colour only repeats it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
