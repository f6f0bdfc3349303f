import { TRIAL_REFUSAL_LABELS, TRIAL_REFUSALS, type TrialSummary } from '@streamfront/contract';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { Badge } from '@/components/ui/badge';
import { useTrialSummary } from '../api/get-trial-summary';
import { TrialSettingsForm } from './trial-settings-form';

const CARD = 'flex flex-col gap-4 rounded-xl border border-night-700 bg-night-900 p-5';

/** Whether a customer can start a trial right now, in a word an admin reads at a glance. */
function TrialsState({ summary }: { summary: TrialSummary }) {
  const { settings, startedToday } = summary;
  if (settings.paused) return <Badge tone="amber">Paused</Badge>;
  if (startedToday >= settings.dailyCap) return <Badge tone="amber">Cap reached today</Badge>;
  return <Badge tone="green">Open</Badge>;
}

function Today({ summary }: { summary: TrialSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-lg border border-night-700 bg-night-950/40 p-3">
        <dt className="text-sm text-slate-400">Started today (UTC)</dt>
        <dd className="text-2xl font-bold tabular-nums">
          {summary.startedToday}{' '}
          <span className="text-base font-normal text-slate-300">
            of {summary.settings.dailyCap}
          </span>
        </dd>
      </div>
      <div className="rounded-lg border border-night-700 bg-night-950/40 p-3">
        <dt className="text-sm text-slate-400">Right now</dt>
        <dd className="mt-1">
          <TrialsState summary={summary} />
        </dd>
      </div>
    </dl>
  );
}

/** How many tries were refused, by reason: where abuse (or a too-low cap) shows first. */
function Refusals({ summary }: { summary: TrialSummary }) {
  const total = TRIAL_REFUSALS.reduce((sum, reason) => sum + (summary.refusals[reason] ?? 0), 0);
  return (
    <section aria-labelledby="trial-refusals-title" className={CARD}>
      <div>
        <h2 id="trial-refusals-title" className="text-lg font-semibold">
          Refusals in the last {summary.refusalDays} days
        </h2>
        <p className="text-sm text-slate-400">
          {total === 0
            ? 'No try was refused.'
            : `${total} ${total === 1 ? 'try' : 'tries'} refused, by reason. No email or network address is kept.`}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {TRIAL_REFUSALS.map((reason) => (
          <div key={reason} className="rounded-lg border border-night-700 bg-night-950/40 p-3">
            <dt className="text-sm text-slate-400">{TRIAL_REFUSAL_LABELS[reason]}</dt>
            <dd className="text-2xl font-bold tabular-nums">{summary.refusals[reason] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Above the list: today's trials against the cap, the settings that govern new ones, and the
 * refusals by reason. Its own loading and failure: the list below works without it.
 */
export function TrialsSummary() {
  const summary = useTrialSummary();
  // A failed refetch keeps what was shown (the form may hold the admin's changes).
  if (summary.data === undefined) {
    return summary.error ? (
      <ListError message={summary.error.message} onRetry={() => void summary.refetch()} />
    ) : (
      <ListSkeleton rows={2} label="Loading trial settings…" />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="trial-settings-title" className={CARD}>
        <h2 id="trial-settings-title" className="text-lg font-semibold">
          New trials
        </h2>
        <Today summary={summary.data} />
        <TrialSettingsForm settings={summary.data.settings} />
      </section>
      <Refusals summary={summary.data} />
    </div>
  );
}
