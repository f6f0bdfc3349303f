import { UNSUBSCRIBE_LINK_INVALID } from '@streamfront/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SuccessPanel } from '@/components/ui/success-panel';
import { isApiError } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

const linkClass = 'font-semibold text-brand-300 underline underline-offset-4';

/** A link that no longer works: where to go instead. */
function InvalidLink() {
  return (
    <div className="flex flex-col gap-4">
      <Alert>{UNSUBSCRIBE_LINK_INVALID}.</Alert>
      <p className="text-slate-300">
        You can still turn reminders and news off yourself:{' '}
        <Link to="/account" className={linkClass}>
          sign in and change your email preferences in your account
        </Link>
        .
      </p>
    </div>
  );
}

/**
 * What opening an unsubscribe link does: the one-click call, once (React's development double
 * effects included), and its answer. The server turns the same topic off however often the
 * link is opened, so a reload only says it again.
 */
export function UnsubscribeConfirmation({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;
  const sent = useRef(false);
  const retried = useRef(false);
  const answer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  // After Try again its button is gone with the error: the answer takes the focus instead.
  const settled = unsubscribe.isSuccess || unsubscribe.isError;
  useLayoutEffect(() => {
    if (settled && retried.current) answer.current?.focus();
  }, [settled]);

  if (!token) return <InvalidLink />;

  let body;
  if (unsubscribe.isSuccess) {
    const { message, email } = unsubscribe.data;
    body = (
      <div className="flex flex-col gap-4">
        <SuccessPanel title="You are unsubscribed">{message}</SuccessPanel>
        <p className="text-slate-300">
          This was for <strong className="text-white">{email}</strong>. To turn it back on, or to
          change other mail,{' '}
          <Link to="/account" className={linkClass}>
            go to your account’s email preferences
          </Link>
          .
        </p>
      </div>
    );
  } else if (unsubscribe.isError) {
    const { error } = unsubscribe;
    body =
      // The server names the token when it refuses the link (forged, cut short).
      isApiError(error) && error.status === 422 && error.errors?.token ? (
        <InvalidLink />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <Alert>{error.message}</Alert>
          <Button
            variant="secondary"
            onClick={() => {
              retried.current = true;
              unsubscribe.reset();
              mutate(token);
            }}
          >
            Try again
          </Button>
        </div>
      );
  } else {
    body = <Spinner label="Unsubscribing…" />;
  }

  return (
    <div ref={answer} tabIndex={-1}>
      {body}
    </div>
  );
}
