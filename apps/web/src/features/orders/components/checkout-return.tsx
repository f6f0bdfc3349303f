import {
  CUSTOMER_ORDER_STATUS_LABELS,
  formatMoney,
  formatPeriod,
  type Order,
} from '@streamfront/contract';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Fact } from '@/components/ui/fact';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useOrder } from '../api/get-order';
import { useOpenCheckout } from '../api/open-checkout';
import { leaveForCardPayment } from '../leave-for-card-payment';

const NOT_FOUND = 'We could not find this order in your account.';

/** What the order's state means to the customer, in one sentence read out when it changes. */
function stateSentence(order: Order): string {
  switch (order.status) {
    case 'pending':
      return order.paymentMethod === 'card'
        ? 'We are waiting for the card processor to confirm your payment. This page updates by itself.'
        : `This order is waiting for payment. Quote ${order.orderNumber} when you pay.`;
    case 'paid':
      return 'Payment received. We will activate your subscription shortly.';
    case 'active':
      return `Payment received. Your subscription is active until ${formatDate(order.expiresAt)}.`;
    default:
      return `This order is ${CUSTOMER_ORDER_STATUS_LABELS[order.status].toLowerCase()}.`;
  }
}

function AccountLink() {
  return (
    <Link to="/account" className="font-semibold text-brand-300 underline underline-offset-4">
      Go to your account
    </Link>
  );
}

/**
 * Where the card processor sends the customer back, paid or not. It shows the order's real
 * state, read from the server again and again while the payment's confirmation is awaited
 * (the processor tells the server, never this page; nothing in the address is believed), and
 * says the change in a live region. A card order still waiting can open its payment page again.
 */
export function CheckoutReturn({ orderId }: { orderId: string }) {
  const order = useOrder(orderId, { poll: true });
  const reopen = useOpenCheckout();

  if (order.isPending) return <Spinner size="lg" label="Loading your order…" />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) {
      return (
        <div className="flex flex-col items-start gap-4">
          <Alert>{NOT_FOUND}</Alert>
          <AccountLink />
        </div>
      );
    }
    return <LoadError message={order.error.message} onRetry={() => void order.refetch()} />;
  }

  const current = order.data;
  const waitingForCard = current.status === 'pending' && current.paymentMethod === 'card';
  return (
    <section
      aria-labelledby="order-state-title"
      className="flex max-w-2xl flex-col gap-6 rounded-3xl border border-night-700 bg-night-800/70 p-6"
    >
      <h2 id="order-state-title" className="text-xl font-bold text-white">
        Order {current.orderNumber}
      </h2>
      {/* Present from the start, so a change of its words is read out. */}
      <div role="status" aria-atomic="true" data-testid="order-state">
        <p className="text-lg text-slate-100">{stateSentence(current)}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="Package">
          {current.serviceName} · {formatPeriod(current.periodMonths)}
        </Fact>
        <Fact term="Total">{formatMoney(current.total, current.currency)}</Fact>
        <Fact term="Status">{CUSTOMER_ORDER_STATUS_LABELS[current.status]}</Fact>
        {current.status === 'active' && (
          <Fact term="Active until">{formatDate(current.expiresAt)}</Fact>
        )}
      </dl>
      {waitingForCard && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-300">
            Not paid yet, or left the payment page? Open it again: a payment made is never taken
            twice.
          </p>
          <Button
            variant="secondary"
            loading={reopen.isPending}
            onClick={() =>
              reopen.mutate(current.id, { onSuccess: (url) => leaveForCardPayment(url) })
            }
          >
            Open the card payment page
          </Button>
          {reopen.isError && <Alert>{reopen.error.message}</Alert>}
        </div>
      )}
      <p className="text-slate-300">
        Your subscriptions and orders are in your account. <AccountLink />.
      </p>
    </section>
  );
}
