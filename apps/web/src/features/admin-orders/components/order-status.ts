import type { OrderStatus } from '@streamfront/contract';

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
