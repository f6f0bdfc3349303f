import type { AccessDetails, MySubscription } from '@streamfront/contract';
import { useId, useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { SecretText } from '@/components/ui/secret-text';
import { isAwaitingAccess } from '../api/get-my-subscriptions';
import { ResetAccess } from './reset-access';

export const ACCESS_MESSAGES = {
  pending: "We're setting up your access; this page updates when it's ready.",
  failed:
    'Setting up your access did not work this time. Our team has been told and will set it up for you; there is nothing you need to do.',
  ready: 'Your access details are ready.',
} as const;

/** A plain value and its copy button, named after the term ("Copy username"). */
function CopyableRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-400">{term}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <span className="font-mono break-all text-white">{value}</span>
        <CopyButton text={value} label={`Copy ${term.charAt(0).toLowerCase()}${term.slice(1)}`} />
      </dd>
    </div>
  );
}

function DetailsList({ access }: { access: AccessDetails }) {
  return (
    <dl className="grid gap-4">
      <CopyableRow term="Username" value={access.username} />
      <div className="min-w-0">
        <dt className="text-sm text-slate-400">Password</dt>
        <dd className="text-white">
          <SecretText value={access.password} label="Password" />
        </dd>
      </div>
      {access.serverUrl !== null && <CopyableRow term="Server address" value={access.serverUrl} />}
      {access.portalUrl !== null && (
        <CopyableRow term="Playlist or portal link" value={access.portalUrl} />
      )}
      {access.activationCode !== null && (
        <CopyableRow term="Activation code" value={access.activationCode} />
      )}
    </dl>
  );
}

/**
 * The details an app or the web player asks for, or where their setting up stands. One live
 * region, on the page from the start, tells each change of that (waiting, given up, ready),
 * since the page updates by itself while the customer may be looking elsewhere.
 */
export function AccessDetailsBlock({ subscription }: { subscription: MySubscription }) {
  const titleId = useId();
  const awaiting = isAwaitingAccess(subscription);
  // Whether this page saw the wait: "ready" is news then, and noise on a first look.
  const [sawWait, setSawWait] = useState(awaiting);
  if (awaiting && !sawWait) setSawWait(true);

  const { access, provisioning } = subscription;
  const message =
    access === null
      ? provisioning === 'failed'
        ? ACCESS_MESSAGES.failed
        : ACCESS_MESSAGES.pending
      : sawWait
        ? ACCESS_MESSAGES.ready
        : '';

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      {/* Kept out of the gap while empty: a live region must stay rendered to be heard. */}
      <div>
        <h4 id={titleId} className="font-semibold text-white">
          Access details
        </h4>
        <p role="status" aria-live="polite" className="mt-1 text-sm text-slate-300">
          {message}
        </p>
      </div>
      {access && (
        <>
          <p className="text-sm text-slate-300">
            Enter these in the app or the web player to start watching.
          </p>
          <DetailsList access={access} />
          {subscription.accessState === 'active' && <ResetAccess orderId={subscription.orderId} />}
        </>
      )}
    </section>
  );
}
