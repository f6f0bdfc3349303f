import type { OrderStatus } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

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

/** What the button that moves an order to a status says. */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark pending',
  paid: 'Mark paid',
  active: 'Activate',
  expired: 'Mark expired',
  cancelled: 'Cancel order',
  refunded: 'Refund',
};

/** Moves that cannot be taken back ask first. */
export const CONFIRMED_MOVES: readonly OrderStatus[] = ['cancelled', 'refunded'];
