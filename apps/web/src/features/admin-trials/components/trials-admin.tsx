import { TrialsList } from './trials-list';
import { TrialsSummary } from './trials-summary';

/** Admin: free trials (issue 25): today's count, the settings, the refusals, and the list. */
export function TrialsAdmin() {
  return (
    <div className="flex flex-col gap-10">
      <TrialsSummary />
      <TrialsList />
    </div>
  );
}
