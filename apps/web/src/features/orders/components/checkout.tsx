import {
  BILLING_ADDRESS_MAX,
  checkoutReturnPath,
  formatMoney,
  formatPeriod,
  type Order,
  type PaymentMethod,
  type PlacedOrder,
  type Service,
} from '@streamfront/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { usePlaceOrder } from '../api/place-order';
import { usePromoCheck } from '../api/validate-promo-code';
import { leaveForCardPayment } from '../leave-for-card-payment';
import { PAYMENT_CONFIRMATION_NOTE, PAYMENT_METHODS } from '../payment-methods';
import { PaymentChoice } from './payment-choice';
import { useDebounced } from '@/lib/use-debounced';

export const PROMO_DEBOUNCE_MS = 400;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-300">{label}</dt>
      <dd className={strong ? 'text-lg font-bold text-white' : 'font-medium text-white'}>
        {value}
      </dd>
    </div>
  );
}

/**
 * How to pay: the admin's own words from the site settings when there are any, otherwise
 * the built-in methods. The order number is always the reference: with the admin's words,
 * once there is an order, it is spelled out under them (the built-in steps name it in each).
 */
function HowToPay({ order, instructions }: { order?: Order; instructions: string }) {
  if (instructions.trim() !== '') {
    return (
      <>
        <p
          className="mt-2 whitespace-pre-line text-sm text-slate-300"
          data-testid="payment-instructions"
        >
          {instructions}
        </p>
        {order && (
          <p
            className="mt-3 rounded-lg border border-brand-500/50 bg-night-900 px-3 py-2 text-sm text-slate-200"
            data-testid="payment-reference"
          >
            Payment reference:{' '}
            <strong className="font-mono text-base text-white">{order.orderNumber}</strong>
          </p>
        )}
      </>
    );
  }
  if (!order) return null;
  return (
    <ul className="mt-2 flex flex-col gap-3 text-sm text-slate-300">
      {PAYMENT_METHODS.map((method) => (
        <li key={method.id}>
          <span className="font-semibold text-white">{method.name}.</span>{' '}
          {method.steps(order).join(' ')}
        </li>
      ))}
    </ul>
  );
}

/**
 * A card order placed: the browser goes to the card processor's page. Had it not opened (the
 * processor was unreachable), the order's return page offers it again.
 */
function CardHandOff({ order }: { order: PlacedOrder }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (order.checkoutUrl) leaveForCardPayment(order.checkoutUrl);
    else void navigate(checkoutReturnPath(order.id), { replace: true });
  }, [order, navigate]);
  return <Spinner size="lg" label="Taking you to the card payment page…" />;
}

/**
 * The review of one package, with a promo code checked as it is typed, how to pay (a card
 * online, when the server has a card processor: `cardPayments`), an optional billing address,
 * and Place order. `paymentInstructions` are the site's own words (the page reads them from
 * the settings).
 */
export function Checkout({
  service,
  paymentInstructions = '',
  cardPayments = false,
}: {
  service: Service;
  paymentInstructions?: string;
  cardPayments?: boolean;
}) {
  const [code, setCode] = useState('');
  // Card first when offered: the subscription starts without waiting for a person.
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method: PaymentMethod = cardPayments ? (chosen ?? 'card') : 'manual';
  const [billingAddress, setBillingAddress] = useState('');
  const checkedCode = useDebounced(code.trim(), PROMO_DEBOUNCE_MS);
  const check = usePromoCheck(service._id, checkedCode);
  const placing = usePlaceOrder();
  const typing = code.trim() !== checkedCode;
  const valid = !typing && check.data?.valid === true ? check.data : null;

  if (placing.data?.paymentMethod === 'card') return <CardHandOff order={placing.data} />;
  if (placing.data) {
    return <Confirmation order={placing.data} paymentInstructions={paymentInstructions} />;
  }

  const money = (minor: number) => formatMoney(minor, service.currency);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section
        aria-labelledby="review-title"
        className="rounded-3xl border border-night-700 bg-night-800/70 p-6"
      >
        <h2 id="review-title" className="text-xl font-bold text-white">
          {service.name}
        </h2>
        {service.description && (
          <p className="mt-2 text-sm text-slate-300">{service.description}</p>
        )}
        <dl className="mt-4 divide-y divide-night-700 text-sm">
          <Row label="Period" value={formatPeriod(service.periodMonths)} />
          <Row
            label="Screens at once"
            value={`${service.maxDevices} ${service.maxDevices === 1 ? 'device' : 'devices'}`}
          />
          <Row label="Price" value={money(service.price)} />
        </dl>
        {paymentInstructions.trim() !== '' && (
          <>
            <h3 className="mt-6 font-semibold text-white">How to pay</h3>
            <HowToPay instructions={paymentInstructions} />
          </>
        )}
      </section>

      <section aria-labelledby="summary-title" className="flex flex-col gap-4">
        <h2 id="summary-title" className="text-xl font-bold text-white">
          Your order
        </h2>
        <TextField
          label="Promo code"
          value={code}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          hint="Optional. We check it as you type."
        />
        <div role="status" className="min-h-5 text-sm">
          {checkedCode !== '' && !typing && check.isFetching && (
            <Spinner size="sm" label="Checking the code…" />
          )}
          {valid && (
            <span className="text-emerald-300">
              Code {valid.code} applied: {money(valid.discount)} off.
            </span>
          )}
          {!typing && check.data?.valid === false && (
            <span className="text-red-300">{check.data.message}</span>
          )}
          {!typing && check.isError && <span className="text-red-300">{check.error.message}</span>}
        </div>
        <dl className="divide-y divide-night-700 text-sm">
          <Row label="Subtotal" value={money(valid?.subtotal ?? service.price)} />
          {valid && <Row label="Discount" value={`−${money(valid.discount)}`} />}
          <Row label="Total" value={money(valid?.total ?? service.price)} strong />
        </dl>
        <p className="text-xs text-slate-400">
          The final price is computed by our server when you place the order.
        </p>
        {cardPayments && <PaymentChoice value={method} onChange={setChosen} />}
        <TextAreaField
          label="Billing address"
          value={billingAddress}
          rows={3}
          maxLength={BILLING_ADDRESS_MAX}
          autoComplete="street-address"
          onChange={(event) => setBillingAddress(event.target.value)}
          hint="Optional. Printed on your invoice."
        />
        {placing.isError && <Alert>{placing.error.message}</Alert>}
        <Button
          size="lg"
          loading={placing.isPending}
          onClick={() =>
            // The typed code goes as it is: a code refused or not yet checked is refused by
            // the server with its reason, rather than the order quietly going at full price.
            placing.mutate({
              serviceId: service._id,
              promoCode: code.trim() || undefined,
              paymentMethod: method,
              billingAddress: billingAddress.trim() || undefined,
            })
          }
        >
          {method === 'card' ? 'Place order and pay by card' : 'Place order'}
        </Button>
      </section>
    </div>
  );
}

/** After the order: the number to quote and how to pay. */
export function Confirmation({
  order,
  paymentInstructions = '',
  title = 'Order placed',
}: {
  order: Order;
  paymentInstructions?: string;
  /** The heading: a renewal ordered earlier says so. */
  title?: string;
}) {
  // It takes the place of the form and its Place order button: the focus comes here with it.
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="confirmation-title"
      className="max-w-2xl rounded-3xl border border-brand-500/50 bg-night-800/70 p-6"
    >
      <h2
        ref={heading}
        id="confirmation-title"
        tabIndex={-1}
        className="text-2xl font-bold text-white"
      >
        {title}
      </h2>
      <p className="mt-2 text-slate-200">
        Your order number is{' '}
        <strong className="font-mono text-lg text-white" data-testid="order-number">
          {order.orderNumber}
        </strong>
        . Quote it when you pay {formatMoney(order.total, order.currency)}.
      </p>
      <h3 className="mt-6 font-semibold text-white">How to pay</h3>
      <HowToPay order={order} instructions={paymentInstructions} />
      <p className="mt-4 text-sm text-slate-300">{PAYMENT_CONFIRMATION_NOTE}</p>
      <Link
        to="/account"
        className="mt-6 inline-block font-semibold text-brand-300 underline underline-offset-4"
      >
        See your orders in your account
      </Link>
    </section>
  );
}
