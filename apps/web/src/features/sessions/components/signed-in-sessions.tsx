import { SESSION_MESSAGES, type AccountSession } from '@streamfront/contract';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';

const deviceOf = (session: AccountSession) => session.device ?? 'Unknown device';

/** What the "Sign out" button of a row says to a screen reader: which device it ends. */
const signOutLabel = (session: AccountSession) =>
  `Sign out ${deviceOf(session)}${session.address ? ` (${session.address})` : ''}`;

function SessionRow({
  session,
  onSignOut,
  ending,
}: {
  session: AccountSession;
  onSignOut: (session: AccountSession) => void;
  ending: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-white">
          {deviceOf(session)}
          {session.current && <Badge tone="green">This device</Badge>}
        </p>
        <p className="text-sm text-slate-300">
          {session.address ? `${session.address} · ` : ''}
          Last active {formatDateTime(session.lastSeenAt)} · Signed in{' '}
          {formatDateTime(session.signedInAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          data-session={session.id}
          aria-label={signOutLabel(session)}
          loading={ending}
          onClick={() => onSignOut(session)}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * /account and /admin/profile: every browser or device signed in as this person, and ending
 * any of them (a lost phone, a shared computer). This device is marked and signed out with
 * the ordinary "Sign out".
 */
export function SignedInSessions() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // After the list is read again: the pressed button if its row is still there (a failure),
  // else the button now in its place, else the heading, never the page body.
  const buttons = () => [
    ...(list.current?.querySelectorAll<HTMLButtonElement>('[data-session]') ?? []),
  ];
  const signOut = (session: AccountSession) => {
    const place = buttons().findIndex((button) => button.dataset.session === session.id);
    end.mutate(session.id, {
      onSuccess: () => toast.success(`${deviceOf(session)} is signed out.`),
      onSettled: () =>
        requestAnimationFrame(() => {
          const now = buttons();
          const same = now.find((button) => button.dataset.session === session.id);
          (same ?? now[Math.min(place, now.length - 1)] ?? heading.current)?.focus();
        }),
    });
  };

  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (ended) => toast.success(SESSION_MESSAGES.othersEnded(ended)),
      onSettled: () => requestAnimationFrame(() => heading.current?.focus()),
    });

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <section
      aria-labelledby="signed-in-sessions-title"
      className="flex flex-col gap-4 rounded-xl border border-night-700 bg-night-900 p-5"
    >
      <h2
        id="signed-in-sessions-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-white"
      >
        Signed-in devices
      </h2>
      <p className="text-sm text-slate-300">
        Where your account is signed in now. Sign out any device you do not recognise, then change
        your password.
      </p>
      {sessions.data ? (
        <>
          <ul ref={list} className="divide-y divide-night-700">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onSignOut={signOut}
                ending={end.isPending && end.variables === session.id}
              />
            ))}
          </ul>
          {others.length > 0 && (
            <div>
              <Button variant="secondary" loading={endOthers.isPending} onClick={signOutOthers}>
                Sign out everywhere else
              </Button>
            </div>
          )}
        </>
      ) : sessions.isError ? (
        <LoadError message={sessions.error.message} onRetry={() => void sessions.refetch()} />
      ) : (
        <Spinner label="Loading your signed-in devices…" />
      )}
    </section>
  );
}
