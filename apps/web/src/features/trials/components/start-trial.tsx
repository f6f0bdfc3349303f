import { trialLength, type Service } from '@streamfront/contract';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useStartTrial } from '../api/start-trial';

export const TRIAL_STARTED = 'Your free trial has started: your login is under Your subscription.';

const LINK_CLASS = 'font-semibold text-brand-300 underline underline-offset-4';

/**
 * A package's free trial for the signed-in customer: what it gives, the email check it needs,
 * and one button. Started, the account page shows the login; refused, the server's reason
 * is announced here (the focus stays on the button, to try again), with the way to order.
 */
export function StartTrial({
  service,
  verifyNotice,
  onStarted,
}: {
  service: Service;
  /** The account's "verify your email" notice, while it is not verified (the page's to give). */
  verifyNotice: ReactNode;
  /** Started: the page refreshes what the account shows and goes there. */
  onStarted: () => void;
}) {
  const start = useStartTrial();
  const length = trialLength(service.trialHours);

  const begin = () =>
    start.mutate(
      { serviceId: service._id },
      {
        onSuccess: () => {
          toast.success(TRIAL_STARTED);
          onStarted();
        },
      },
    );

  const error = start.error;
  // The refusal's own words (which cap, why): the client's generic text says less.
  const message =
    error && (isApiError(error) ? (error.serverMessage ?? error.message) : error.message);

  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg text-slate-200">
        Watch everything in {service.name} free for {length}: no payment, no card. Your login
        appears in My account at once, and the trial ends by itself after {length}. Order the
        package whenever you like to keep watching with the same login.
      </p>
      <ul className="list-disc pl-5 text-sm text-slate-300">
        <li>One free trial per person.</li>
        <li>You need to have verified your email address.</li>
      </ul>
      {verifyNotice}
      {message && (
        <div className="flex flex-col gap-3">
          <Alert>{message}</Alert>
          <p className="text-slate-300">
            You can still{' '}
            <Link to={`/checkout/${service._id}`} className={LINK_CLASS}>
              order {service.name}
            </Link>
            .
          </p>
        </div>
      )}
      <Button size="lg" className="self-start" loading={start.isPending} onClick={begin}>
        Start my free trial
      </Button>
    </div>
  );
}
