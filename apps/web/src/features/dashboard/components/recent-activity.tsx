import type { Dashboard } from '@streamfront/contract';
import { Link } from 'react-router';
import { formatDateTime, formatWhen } from '@/lib/format-date';
import { describeAction } from '@/lib/describe-audit-entry';

/** The latest admin changes, from the audit log. */
export function RecentActivity({ entries }: { entries: Dashboard['recentActivity'] }) {
  return (
    <section
      aria-labelledby="dashboard-activity"
      className="flex flex-col gap-3 rounded-xl border border-night-700 bg-night-900 p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="dashboard-activity" className="font-semibold">
          Recent activity
        </h2>
        <Link to="/admin/audit-log" className="text-sm font-semibold text-brand-300 underline">
          See all activity
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-400">No admin changes yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-night-700">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2">
              <p className="break-words">{describeAction(entry)}</p>
              <p className="text-sm text-slate-400">
                {entry.actor?.name ?? 'System'} ·{' '}
                <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
                  {formatWhen(entry.createdAt)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
