import { sql, type SQL } from 'drizzle-orm';
import { TRIAL_CONVERSION_DAYS } from '@streamfront/contract';
import { trials } from './schema/index.ts';

/**
 * The one rule for a trial having converted (decision 055), shared by the trials list and the
 * business figures: its customer paid for a package (an order that is not a trial) from the
 * trial's start until 7 days after its end. A payment refunded later still counts: the trial
 * did what it was for. Use in a query over `trials`.
 */
export function trialConverted(): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from orders paid_after_trial
    where paid_after_trial.user_id = ${trials.userId}
      and not paid_after_trial.trial
      and paid_after_trial.paid_at >= ${trials.startsAt}
      and paid_after_trial.paid_at < ${trials.endsAt} + make_interval(days => ${TRIAL_CONVERSION_DAYS})
  )`;
}
