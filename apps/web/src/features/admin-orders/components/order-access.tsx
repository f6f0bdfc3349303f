import {
  ACCESS_STATE_LABELS,
  PROVISIONING_CONNECTOR_LABELS,
  PROVISIONING_STATE_LABELS,
  type AccessState,
  type AdminAccess,
  type ProvisioningState,
} from '@streamfront/contract';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ListError } from '@/components/list/list-states';
import { StatusBadge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { Fact } from '@/components/ui/fact';
import { SecretText } from '@/components/ui/secret-text';
import { formatDateTime } from '@/lib/format-date';
import { useOrderAccess } from '../api/get-order-access';
import { useResumeSubscription } from '../api/resume-subscription';
import { useRetryOrderAccess } from '../api/retry-order-access';
import { useUpdateOrderAccess } from '../api/update-order-access';
import { OrderAccessDialog } from './order-access-dialog';
import { SuspendDialog } from './suspend-dialog';

const STATE_TONES: Record<AccessState, BadgeTone> = {
  active: 'green',
  suspended: 'amber',
  ended: 'slate',
};

const PROVISIONING_TONES: Record<ProvisioningState, BadgeTone> = {
  ready: 'green',
  pending: 'amber',
  failed: 'red',
};

/** A hold an admin may place: on access in use or in its grace, not on access taken back. */
const canSuspend = (access: AdminAccess) =>
  access.state === 'active' || (access.state === 'suspended' && access.suspension === 'grace');

/** The server lifts a hold only while the order still runs; after that a renewal does. */
const orderRuns = (access: AdminAccess, now: number) =>
  access.orderStatus === 'active' &&
  access.expiresAt !== null &&
  Date.parse(access.expiresAt) > now;

/** A value the admin may paste elsewhere (a support chat, the panel), with its copy button. */
function Copyable({ value, label }: { value: string | null; label: string }) {
  if (!value) return <>—</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono break-all">{value}</span>
      <CopyButton text={value} label={`Copy ${label}`} />
    </span>
  );
}

function AccessBody({ access, orderNumber }: { access: AdminAccess; orderNumber: string }) {
  const [editing, setEditing] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const regenerate = useUpdateOrderAccess();
  const [retried, setRetried] = useState(0);
  const retry = useRetryOrderAccess({
    onRetried: (after) => {
      toast.success(`Provisioning: ${PROVISIONING_STATE_LABELS[after.provisioning.state]}.`);
      setRetried((count) => count + 1);
    },
  });
  const details = access.access;
  const { provisioning } = access;
  const canRetry = provisioning.state === 'failed' || provisioning.state === 'pending';
  const provisioningHeading = useRef<HTMLHeadingElement>(null);
  const [suspending, setSuspending] = useState(false);
  const [resuming, setResuming] = useState(false);
  const resume = useResumeSubscription();
  // Suspend and Resume take each other's place: after one, the focus goes to the other.
  const focusNext = useRef<'suspend' | 'resume' | null>(null);
  // When the section was drawn: the server has the last word on an order that ends meanwhile.
  const [now] = useState(() => Date.now());
  const actions = useRef<HTMLDivElement>(null);
  const suspendButton = useRef<HTMLButtonElement>(null);
  const resumeButton = useRef<HTMLButtonElement>(null);
  const heldByAdmin = access.suspension === 'admin';
  const resumable = heldByAdmin && orderRuns(access, now);

  useLayoutEffect(() => {
    // Done, Retry now is gone with the focus on it: the state it reached is where to be.
    if (retried > 0 && !canRetry) provisioningHeading.current?.focus();
  }, [retried, canRetry]);

  // Once the dialog has closed and the section shows the change (the cache may tell it
  // before or after), the button that took the place of the one pressed gets the focus.
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    if (!wanted || suspending || resuming || heldByAdmin !== (wanted === 'resume')) return;
    focusNext.current = null;
    const next = wanted === 'resume' ? resumeButton.current : suspendButton.current;
    (next ?? actions.current?.querySelector('button'))?.focus();
  }, [heldByAdmin, suspending, resuming]);

  function retryNow() {
    if (retry.isPending) return;
    retry.mutate(access.orderId);
  }

  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="Access">
          <StatusBadge status={access.state} labels={ACCESS_STATE_LABELS} tones={STATE_TONES} />
          {access.suspension === 'grace' && (
            <span className="mt-1 block text-sm text-slate-300">
              Unpaid: in grace until {formatDateTime(access.graceEndsAt)}. Renewing keeps the login.
            </span>
          )}
          {heldByAdmin && (
            <span className="mt-1 block text-sm font-medium text-amber-200">
              Suspended by an admin{access.suspendedReason ? `: ${access.suspendedReason}` : '.'}
            </span>
          )}
          {heldByAdmin && !resumable && (
            <span className="mt-1 block text-sm text-slate-300">
              The order has ended: a renewal brings the access back.
            </span>
          )}
        </Fact>
        <Fact term="Screens">{details ? details.screens : '—'}</Fact>
        {details ? (
          <>
            <Fact term="Username">
              <Copyable value={details.username} label="username" />
            </Fact>
            <Fact term="Password">
              <SecretText value={details.password} label="Password" />
            </Fact>
            <Fact term="Server address">
              <Copyable value={details.serverUrl} label="server address" />
            </Fact>
            <Fact term="Playlist or portal link">
              <Copyable value={details.portalUrl} label="playlist or portal link" />
            </Fact>
            <Fact term="Activation code">
              <Copyable value={details.activationCode} label="activation code" />
            </Fact>
          </>
        ) : (
          <Fact term="Details">None yet: the connector has not answered with them.</Fact>
        )}
      </dl>

      <div>
        <h4 ref={provisioningHeading} tabIndex={-1} className="mb-2 font-semibold">
          Provisioning
        </h4>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Connector">{PROVISIONING_CONNECTOR_LABELS[provisioning.connector]}</Fact>
          <Fact term="State">
            <StatusBadge
              status={provisioning.state}
              labels={PROVISIONING_STATE_LABELS}
              tones={PROVISIONING_TONES}
            />
          </Fact>
          <Fact term="Tries">{provisioning.attempts}</Fact>
          <Fact term="Last try">{formatDateTime(provisioning.lastAttemptAt)}</Fact>
          {provisioning.lastError && (
            <Fact term="Last error">
              <span className="text-red-300">{provisioning.lastError}</span>
            </Fact>
          )}
        </dl>
      </div>

      <div ref={actions} className="flex flex-wrap gap-2" role="group" aria-label="Access actions">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Edit
        </Button>
        {details && (
          <Button variant="secondary" size="sm" onClick={() => setRegenerating(true)}>
            Generate new password
          </Button>
        )}
        {canRetry && (
          <Button size="sm" loading={retry.isPending} onClick={retryNow}>
            Retry now
          </Button>
        )}
        {canSuspend(access) && (
          <Button
            ref={suspendButton}
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setSuspending(true)}
          >
            Suspend
          </Button>
        )}
        {resumable && (
          <Button
            ref={resumeButton}
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setResuming(true)}
          >
            Resume
          </Button>
        )}
      </div>

      {suspending && (
        <SuspendDialog
          orderId={access.orderId}
          orderNumber={orderNumber}
          onSuspended={() => {
            focusNext.current = 'resume';
            setSuspending(false);
          }}
          onClose={() => setSuspending(false)}
        />
      )}

      <ConfirmDialog
        open={resuming}
        title="Resume this subscription?"
        confirmLabel="Resume"
        cancelLabel="Keep it suspended"
        pending={resume.isPending}
        onCancel={() => setResuming(false)}
        onConfirm={() =>
          resume.mutate(access.orderId, {
            onSuccess: () => {
              toast.success(`Order ${orderNumber} is active again.`);
              focusNext.current = 'suspend';
            },
            onSettled: () => setResuming(false),
          })
        }
      >
        The customer can watch again at once, and the connector is told.
      </ConfirmDialog>

      {editing && (
        <OrderAccessDialog
          access={access}
          orderNumber={orderNumber}
          onClose={() => setEditing(false)}
        />
      )}

      <ConfirmDialog
        open={regenerating}
        title="Generate a new password?"
        confirmLabel="Generate new password"
        cancelLabel="Keep the current one"
        pending={regenerate.isPending}
        onCancel={() => setRegenerating(false)}
        onConfirm={() =>
          regenerate.mutate(
            { id: access.orderId, body: { regenerate: true } },
            {
              onSuccess: () => toast.success(`Order ${orderNumber} has a new access password.`),
              onSettled: () => setRegenerating(false),
            },
          )
        }
      >
        The current password stops working. The customer finds the new one on their account page.
      </ConfirmDialog>
    </>
  );
}

/**
 * The order's access: its state, the details (password hidden until asked), how the connector
 * fared, and what an admin can do about it. Nothing at all for an order without access.
 */
export function OrderAccess({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const access = useOrderAccess(orderId);
  const headingId = useId();
  // Loading, or none (a 404): an order that never had access shows no empty section.
  if (access.data === null || (access.data === undefined && !access.isError)) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="font-semibold">
        Access
      </h3>
      {access.data ? (
        <AccessBody access={access.data} orderNumber={orderNumber} />
      ) : (
        <ListError message={access.error?.message ?? ''} onRetry={() => void access.refetch()} />
      )}
    </section>
  );
}
