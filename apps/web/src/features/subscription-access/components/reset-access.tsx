import { ACCESS_RESET_RATE_LIMIT } from '@streamfront/contract';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useResetAccess } from '../api/reset-access';

export const NEW_PASSWORD_READY =
  'Your new password is ready. The old one no longer works; use this one on each device.';

const { max, windowMinutes } = ACCESS_RESET_RATE_LIMIT;
const ALLOWANCE = `You can do this up to ${max} times ${windowMinutes === 60 ? 'an hour' : `in ${windowMinutes} minutes`}.`;

/**
 * "Get a new password" for an access that got out. Asked first, as every device signed in
 * with the old password loses it. The focus goes back to this button when the dialog closes
 * (the dialog's own rule), which stays on the page whatever the answer, and the outcome is
 * told in a live region beside it.
 */
export function ResetAccess({ orderId }: { orderId: string }) {
  const hintId = useId();
  const reset = useResetAccess();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);

  function confirm() {
    setDone(false);
    reset.mutate(orderId, {
      onSuccess: () => setDone(true),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <div className="flex flex-col items-start gap-2 border-t border-night-700 pt-4">
      <Button
        variant="secondary"
        aria-describedby={hintId}
        loading={reset.isPending}
        onClick={() => setConfirming(true)}
      >
        Get a new password
      </Button>
      <p id={hintId} className="text-sm text-slate-400">
        If someone else may know your password, a new one shuts them out. {ALLOWANCE}
      </p>
      <p role="status" aria-live="polite" className="text-sm font-semibold text-emerald-300">
        {done ? NEW_PASSWORD_READY : ''}
      </p>
      {reset.isError && <Alert>{reset.error.message}</Alert>}
      <ConfirmDialog
        open={confirming}
        title="Get a new password?"
        confirmLabel="Get a new password"
        pending={reset.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Your current password stops working at once on every device and app that uses it,
          including the ones you are watching on now. You then sign in on each of them again with
          the new password, shown here.
        </p>
      </ConfirmDialog>
    </div>
  );
}
