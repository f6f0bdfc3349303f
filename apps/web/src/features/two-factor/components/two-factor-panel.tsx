import type { TwoFactorStatus } from '@streamfront/contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { startTwoFactorSetup } from '../api/start-setup';
import { EnrolmentFlow } from './enrolment-flow';
import { TurnOffForm } from './turn-off-form';

type Mode = 'idle' | 'enrolling' | 'turning-off';

function StatusLine({ status }: { status: TwoFactorStatus }) {
  if (!status.enabled)
    return (
      <p className="text-sm text-slate-300">
        Off: signing in asks for your password only.
        {status.required &&
          ' This site requires it for admins: you will be asked to set it up at your next sign-in.'}
      </p>
    );
  const left = status.recoveryCodesLeft;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
      <Badge tone="green">On</Badge>
      <span>
        Since {formatDate(status.enabledAt)}. {left} recovery code{left === 1 ? '' : 's'} left
        {left <= 3 ? ': when they run out, turn it off and on again for new ones.' : '.'}
      </span>
    </p>
  );
}

/**
 * /admin/profile: two-factor sign-in for the admin's own account (decision 061). Off: "Set up"
 * opens the enrolment (QR code, key, a code to confirm, recovery codes shown once; the other
 * sessions end with it). On: since when, the recovery codes left, and "Turn off" with the
 * password and a code. After each step
 * the focus goes to the section's heading or the button that opened it, never the page body.
 */
export function TwoFactorPanel({
  onTurnedOn,
}: {
  /** Turning it on signed out every other session (the page's list of them reads again). */
  onTurnedOn?: () => void;
} = {}) {
  const status = useTwoFactorStatus();
  const enable = useEnableTwoFactor();
  const [mode, setMode] = useState<Mode>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const back = (focus: 'heading' | 'opener') => {
    setMode('idle');
    requestAnimationFrame(() => (focus === 'opener' ? opener : heading).current?.focus());
  };

  return (
    <section
      aria-labelledby="two-factor-title"
      className="flex flex-col gap-4 rounded-xl border border-night-700 bg-night-900 p-5"
    >
      <h2
        id="two-factor-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-white"
      >
        Two-factor sign-in
      </h2>
      <p className="text-sm text-slate-300">
        A code from an app on your phone, asked after your password: someone who learns your
        password still cannot sign in as you. Turning it on signs out your other sessions.
      </p>
      {status.data ? (
        <>
          <StatusLine status={status.data} />
          {mode === 'enrolling' ? (
            <EnrolmentFlow
              startSetup={() => startTwoFactorSetup()}
              confirm={async (code) => {
                const codes = await enable(code);
                onTurnedOn?.();
                return codes;
              }}
              onFinished={() => {
                toast.success('Two-factor sign-in is on. Your other sessions are signed out.');
                back('heading');
              }}
              onCancel={() => back('opener')}
            />
          ) : mode === 'turning-off' ? (
            <TurnOffForm
              required={status.data.required}
              onDone={() => {
                toast.success('Two-factor sign-in is off.');
                back('heading');
              }}
              onCancel={() => back('opener')}
            />
          ) : (
            <div>
              {status.data.enabled ? (
                <Button ref={opener} variant="secondary" onClick={() => setMode('turning-off')}>
                  Turn off
                </Button>
              ) : (
                <Button ref={opener} onClick={() => setMode('enrolling')}>
                  Set up two-factor sign-in
                </Button>
              )}
            </div>
          )}
        </>
      ) : status.isError ? (
        <LoadError message={status.error.message} onRetry={() => void status.refetch()} />
      ) : (
        <Spinner label="Loading your two-factor sign-in…" />
      )}
    </section>
  );
}
