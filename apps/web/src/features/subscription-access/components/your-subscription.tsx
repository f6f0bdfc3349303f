import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMySubscriptions } from '../api/get-my-subscriptions';
import { SubscriptionCard } from './subscription-card';

export const NO_SUBSCRIPTION = "You don't have a subscription yet.";

function Subscriptions() {
  const subscriptions = useMySubscriptions();
  if (subscriptions.isPending) return <Spinner label="Loading your subscription…" />;
  if (subscriptions.isError) {
    return (
      <LoadError
        message={subscriptions.error.message}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  }
  if (subscriptions.data.length === 0) {
    return (
      <p className="text-slate-300">
        {NO_SUBSCRIPTION}{' '}
        <Link to="/packages" className="font-semibold text-brand-300 underline underline-offset-4">
          Choose a package
        </Link>{' '}
        to start watching.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {subscriptions.data.map((subscription) => (
        <SubscriptionCard key={subscription.orderId} subscription={subscription} />
      ))}
    </div>
  );
}

/**
 * The top of /account: what the customer pays for and how to watch it, from
 * GET /api/account/subscriptions; one card per subscription, newest first.
 */
export function YourSubscription() {
  return (
    <section
      aria-labelledby="your-subscription-title"
      className="flex flex-col gap-4 rounded-xl border border-night-700 bg-night-900 p-5"
    >
      <h2 id="your-subscription-title" className="text-xl font-bold text-white">
        Your subscription
      </h2>
      <Subscriptions />
    </section>
  );
}
