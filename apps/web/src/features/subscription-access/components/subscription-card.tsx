import {
  CUSTOMER_ORDER_STATUS_LABELS,
  ACCESS_STATE_LABELS,
  SETUP_GUIDE_DEVICES,
  renewPath,
  type AccessState,
  type MySubscription,
  type OrderStatus,
} from '@streamfront/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Fact } from '@/components/ui/fact';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { AccessDetailsBlock } from './access-details';

const ACCESS_STATE_TONES: Record<AccessState, BadgeTone> = {
  active: 'green',
  suspended: 'amber',
  ended: 'slate',
};

/** What the server renews (orders.routes.ts): a subscription that runs or ran. */
const RENEWABLE = new Set<OrderStatus>(['active', 'expired']);
const OVER = new Set<OrderStatus>(['expired', 'cancelled', 'refunded']);

const LINK_CLASS = 'font-semibold text-brand-300 underline underline-offset-4';

const HOUR_MS = 3_600_000;

/**
 * "12 days left", "Last day" (under a day: the count is rounded up), "Ended"; null: no end.
 * A free trial counts its hours: "5 hours left", "Under an hour left".
 */
export function timeLeft(subscription: MySubscription, now = Date.now()): string | null {
  const { accessState, status, expiresAt, daysLeft } = subscription;
  if (accessState === 'ended' || OVER.has(status)) return 'Ended';
  if (expiresAt === null) return null;
  if (subscription.trial) {
    const hours = Math.ceil((Date.parse(expiresAt) - now) / HOUR_MS);
    if (hours <= 0) return 'Ended';
    return hours === 1 ? 'Under an hour left' : `${hours} hours left`;
  }
  if (daysLeft <= 0) return 'Ended';
  if (daysLeft === 1) return 'Last day';
  return `${daysLeft} days left`;
}

/** Why the access is on hold, and what lifts it: a renewal in time, or the support team. */
function SuspendedLine({ subscription }: { subscription: MySubscription }) {
  if (subscription.suspension === 'grace') {
    return (
      <span className="mt-1 block text-sm text-slate-300">
        Your subscription has ended without a renewal, so your access is on hold.
        {subscription.graceEndsAt !== null &&
          ` Renew and pay by ${formatDate(subscription.graceEndsAt)} to keep this login and watch again.`}
      </span>
    );
  }
  return (
    <span className="mt-1 block text-sm text-slate-300">
      Your access is on hold.{' '}
      <Link to="/contact" className={LINK_CLASS}>
        Contact support
      </Link>{' '}
      to find out why and to get it back.
    </span>
  );
}

function Status({ subscription }: { subscription: MySubscription }) {
  const { accessState } = subscription;
  return (
    <Fact term="Status">
      <Badge tone={ACCESS_STATE_TONES[accessState]}>{ACCESS_STATE_LABELS[accessState]}</Badge>
      {accessState === 'suspended' && <SuspendedLine subscription={subscription} />}
    </Fact>
  );
}

function HowToWatch() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h4 id={titleId} className="font-semibold text-white">
        How to start watching
      </h4>
      <p className="text-sm text-slate-300">Step-by-step set-up for each kind of device:</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {SETUP_GUIDE_DEVICES.map((device) => (
          <li key={device.id}>
            <Link to={`/setup-guide#${device.id}`} className={LINK_CLASS}>
              {device.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One subscription: its package, where it stands, the access details and what to do next. */
export function SubscriptionCard({ subscription }: { subscription: MySubscription }) {
  const titleId = useId();
  const { serviceName, orderNumber, expiresAt, access, accessState } = subscription;
  const left = timeLeft(subscription);
  const ended = left === 'Ended';
  const renewable = subscription.serviceId !== null && RENEWABLE.has(subscription.status);
  const { trial } = subscription;
  // A trial's end is an hour of a day; a subscription's, a day.
  const endsOn = trial ? formatDateTime : formatDate;

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-6 rounded-2xl border border-night-700 bg-night-800/70 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-white">
          {serviceName}
          {trial && <Badge tone="brand">Free trial</Badge>}
        </h3>
        <span className="text-sm text-slate-400">Order {orderNumber}</span>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Status subscription={subscription} />
        {left !== null && (
          <Fact term="Time left">
            <span className="font-semibold text-white">{left}</span>
            {expiresAt !== null && (
              <span className="block text-sm text-slate-300">
                {ended ? 'On' : 'Ends'} {endsOn(expiresAt)}
              </span>
            )}
          </Fact>
        )}
        {access && <Fact term="Screens at once">{access.screens}</Fact>}
      </dl>
      {accessState === 'ended' ? (
        <p className="text-slate-300">
          {trial
            ? `This free trial has ended, and its access with it.${renewable ? ' Order the package to watch again with the same login.' : ''}`
            : `This subscription has ended, and its access with it.${renewable ? ' Renew it to watch again.' : ''}`}
        </p>
      ) : (
        <>
          <AccessDetailsBlock subscription={subscription} />
          <HowToWatch />
        </>
      )}
      {subscription.renewal ? (
        // Ordered already: a second Renew would only order it twice.
        <p className="text-sm text-slate-300">
          Renewal ordered: {subscription.renewal.orderNumber} (
          {CUSTOMER_ORDER_STATUS_LABELS[subscription.renewal.status].toLowerCase()}). It starts when
          this {trial ? 'trial' : 'one'} ends.
        </p>
      ) : (
        renewable &&
        (trial ? (
          // Ordered as a renewal of the trial: the login stays the same (decision 055).
          <Link
            to={renewPath(subscription.orderId)}
            className={cn(buttonClasses('primary', 'md'), 'self-start')}
          >
            Order {serviceName}
          </Link>
        ) : (
          <Link
            to={renewPath(subscription.orderId)}
            aria-label={`Renew ${serviceName}`}
            className={cn(buttonClasses('primary', 'md'), 'self-start')}
          >
            Renew
          </Link>
        ))
      )}
    </article>
  );
}
