import type { Dashboard } from '@streamfront/contract';
import { Link } from 'react-router';

type Counts = Dashboard['counts'];

// Each count leads to the page where it is dealt with.
const CARDS: { key: keyof Counts; one: string; many: string; to: string }[] = [
  {
    key: 'pendingOrders',
    one: 'pending order',
    many: 'pending orders',
    to: '/admin/orders?status=pending',
  },
  {
    key: 'activeSubscriptions',
    one: 'active subscription',
    many: 'active subscriptions',
    to: '/admin/orders?status=active',
  },
  {
    key: 'expiringIn7Days',
    one: 'subscription expiring in 7 days',
    many: 'subscriptions expiring in 7 days',
    to: '/admin/orders/renewals',
  },
  { key: 'openQueries', one: 'open question', many: 'open questions', to: '/admin/queries' },
  {
    key: 'pendingVodRequests',
    one: 'pending VOD request',
    many: 'pending VOD requests',
    to: '/admin/vod-requests',
  },
  {
    key: 'openContentReports',
    one: 'open content report',
    many: 'open content reports',
    to: '/admin/report-content',
  },
];

/** Today's counts that matter, each a link to its list. */
export function CountCards({ counts }: { counts: Counts }) {
  return (
    <ul
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
      aria-label="Today’s counts"
    >
      {CARDS.map((card) => {
        const count = counts[card.key];
        return (
          <li key={card.key}>
            <Link
              to={card.to}
              className="flex h-full flex-col gap-1 rounded-xl border border-night-700 bg-night-900 p-4 transition-colors hover:border-brand-500"
            >
              <span className="text-3xl font-bold tabular-nums">{count}</span>{' '}
              <span className="text-sm text-slate-300">{count === 1 ? card.one : card.many}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
