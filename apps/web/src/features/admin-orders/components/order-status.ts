import type { OrderStatus } from '@streamfront/contract';

export { STATUS_LABELS, STATUS_TONES } from '@/components/ui/order-status-badge';

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

export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
