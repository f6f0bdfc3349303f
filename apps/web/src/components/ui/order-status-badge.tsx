import { ORDER_STATUS_LABELS, type OrderStatus } from '@streamfront/contract';
import { StatusBadge, type BadgeTone } from './badge';

/** The colour of each status; its words are the contract's. */
export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'amber',
  paid: 'brand',
  active: 'green',
  expired: 'slate',
  cancelled: 'slate',
  refunded: 'red',
};

/** An order's status as a badge: its word says it, the colour only repeats it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge status={status} labels={ORDER_STATUS_LABELS} tones={ORDER_STATUS_TONES} />;
}
