import type { Order } from '@streamfront/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useMyOrders } from '../api/get-my-orders';
import { useRenewOrder } from '../api/renew-order';
import { Confirmation } from './checkout';
import { LoadError } from '@/components/ui/load-error';

/** Statuses of a renewal that still counts: a second one would only be paid for twice. */
const LIVE_RENEWAL = new Set<Order['status']>(['pending', 'paid', 'active']);

const NOT_FOUND = 'We could not find this subscription in your account.';

function AccountLink() {
  return (
    <Link to="/account" className="font-semibold text-brand-300 underline underline-offset-4">
      Go to your account
    </Link>
  );
}

/**
 * The one-click renewal a reminder mail links to: the customer's orders are read first, and
 * a renewal already placed for this subscription is shown rather than ordered again (a second
 * click in the mail, a reload); otherwise the renewal is placed once (React's development
 * double effects included), then its number and how to pay are shown.
 */
export function RenewSubscription({
  orderId,
  paymentInstructions,
}: {
  orderId: string;
  paymentInstructions: string;
}) {
  const orders = useMyOrders();
  const renew = useRenewOrder();
  const { mutate } = renew;
  const placed = useRef(false);
  const existing = orders.data?.find(
    (order) => order.renewalOf === orderId && LIVE_RENEWAL.has(order.status),
  );
  // Decided on a fresh list: orders cached from the account page may miss a renewal placed since.
  const ready = orders.data !== undefined && !orders.isFetching;
  const alreadyRenewed = existing !== undefined;

  useEffect(() => {
    if (placed.current || !ready || alreadyRenewed) return;
    placed.current = true;
    mutate(orderId);
  }, [ready, alreadyRenewed, orderId, mutate]);

  if (renew.data) {
    return <Confirmation order={renew.data} paymentInstructions={paymentInstructions} />;
  }
  if (renew.isError) {
    const { error } = renew;
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert>{isApiError(error) && error.status === 404 ? NOT_FOUND : error.message}</Alert>
        <p className="text-slate-300">
          Your subscriptions and orders are in your account. <AccountLink />.
        </p>
      </div>
    );
  }
  if (existing && !renew.isPending) {
    return (
      <Confirmation
        order={existing}
        paymentInstructions={paymentInstructions}
        title="Renewal already ordered"
      />
    );
  }
  if (orders.isError) {
    return <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />;
  }
  return <Spinner size="lg" label="Ordering your renewal…" />;
}
