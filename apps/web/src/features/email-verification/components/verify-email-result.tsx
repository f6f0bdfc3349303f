import { EMAIL_VERIFICATION_MESSAGES } from '@streamfront/contract';
import { useEffect, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { focusWhenInteractive } from '@/lib/focus-when-interactive';
import { useVerifyEmail } from '../api/verify-email';

const linkClass = 'font-semibold text-brand-300 underline underline-offset-4';
/** Signed out, sign-in comes back to the account, where a new link can be asked for. */
const SIGN_IN_TO_ACCOUNT = `/login?returnUrl=${encodeURIComponent('/account')}`;

function Panel({
  tone,
  title,
  children,
  panelRef,
}: {
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
  panelRef: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      // Announced as it appears, and focused (below) so a keyboard user starts from it.
      role={tone === 'success' ? 'status' : 'alert'}
      aria-labelledby="verify-email-result-title"
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-5 text-sm',
        tone === 'success'
          ? 'border-emerald-400/40 bg-emerald-950/50 text-emerald-100'
          : 'border-red-500/40 bg-red-950/40 text-red-100',
      )}
    >
      <h2 id="verify-email-result-title" className="text-xl font-bold text-white">
        {title}
      </h2>
      {children}
    </div>
  );
}

/**
 * What opening a verification link does: one call with its token (React's development double
 * effects included), then the answer, focused. The link is often opened on another device than
 * the one signed in, so it works signed out too; `signedIn` only chooses where to go next.
 */
export function VerifyEmailResult({ token, signedIn }: { token: string; signedIn: boolean }) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sent = useRef(false);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const settled = !token || verify.isSuccess || verify.isError;
  // Each call's answer, a retry's too: a quick one may replace the failure without a render
  // of its own in between, so `settled` alone might not change.
  useLayoutEffect(() => {
    if (settled && result.current) return focusWhenInteractive(result.current);
  }, [settled, verify.submittedAt]);

  const next = signedIn ? (
    <Link to="/account" className={linkClass}>
      Go to My account
    </Link>
  ) : (
    <Link to={SIGN_IN_TO_ACCOUNT} className={linkClass}>
      Sign in to your account
    </Link>
  );

  // The server names the token when it refuses the link: unknown, used, or expired.
  const refusal = !token
    ? EMAIL_VERIFICATION_MESSAGES.invalid
    : isApiError(verify.error) && verify.error.status === 422
      ? (verify.error.errors?.token?.[0] ?? EMAIL_VERIFICATION_MESSAGES.invalid)
      : undefined;

  if (verify.isSuccess)
    return (
      <Panel tone="success" title="Email verified" panelRef={result}>
        <p>{verify.data}</p>
        <p>{next}</p>
      </Panel>
    );
  if (refusal)
    return (
      <Panel
        tone="error"
        title={
          refusal === EMAIL_VERIFICATION_MESSAGES.expired
            ? 'This link has expired'
            : 'This link cannot be used'
        }
        panelRef={result}
      >
        <p>{refusal}</p>
        <p>
          {signedIn ? (
            <Link to="/account" className={linkClass}>
              Go to My account to get a new link
            </Link>
          ) : (
            <Link to={SIGN_IN_TO_ACCOUNT} className={linkClass}>
              Sign in to get a new link
            </Link>
          )}
        </p>
      </Panel>
    );
  if (verify.isError)
    return (
      <Panel tone="error" title="We could not check your link" panelRef={result}>
        <p>{verify.error.message}</p>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              verify.reset();
              mutate(token);
            }}
          >
            Try again
          </Button>
        </div>
      </Panel>
    );
  return <Spinner label="Checking your link…" />;
}
