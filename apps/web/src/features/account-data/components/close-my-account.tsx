import { CLOSED_ACCOUNT_NAME, CloseAccountBodySchema } from '@streamfront/contract';
import { useState } from 'react';
import { FormTextField } from '@/components/form/fields';
import { DialogCancelButton, FormDialog } from '@/components/form/form-dialog';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { useCloseAccount } from '../api/close-account';

/** What closing does, said before the password is asked for: what goes, and what stays and why. */
function WhatHappens() {
  return (
    <div className="flex flex-col gap-2">
      <p>This cannot be undone.</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>You are signed out on every device, and your email address is freed.</li>
        <li>Running subscriptions end now, without a refund: their logins stop working.</li>
        <li>
          We remove your profile photo, your questions and our replies, your chat conversations,
          your notifications, the emails we sent you and your data downloads.
        </li>
        <li>
          We keep your orders and invoices for the period the law requires us to keep accounting
          records, with your name and email replaced by “{CLOSED_ACCOUNT_NAME}”.
        </li>
      </ul>
    </div>
  );
}

function CloseAccountDialog({
  onCancel,
  onClosed,
}: {
  onCancel: () => void;
  onClosed: () => void;
}) {
  const close = useCloseAccount();
  const form = useZodForm(CloseAccountBodySchema, { defaultValues: { password: '' } });
  const submission = useFormSubmission(form, {
    isPending: close.isPending,
    mutate: (body, callbacks) =>
      close.mutate(body, {
        onSuccess: () => {
          callbacks.onSuccess(undefined);
          onClosed();
        },
        onError: callbacks.onError,
      }),
  });
  return (
    <FormDialog
      title="Close your account?"
      description={<WhatHappens />}
      pending={close.isPending}
      onCancel={onCancel}
    >
      <FormShell
        form={form}
        submission={submission}
        label="Close your account"
        submitLabel="Close my account"
        secondary={<DialogCancelButton onCancel={onCancel} disabled={close.isPending} />}
      >
        <FormTextField
          name="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          hint="To be sure it is you."
        />
      </FormShell>
    </FormDialog>
  );
}

/**
 * "Close my account": asks for the password in a dialog that says first what goes and what
 * stays; once closed, `onClosed` signs the browser out (the app composes it with the session).
 */
export function CloseMyAccount({ onClosed }: { onClosed: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-col gap-4 border-t border-night-700 pt-5">
      <h3 className="text-lg font-semibold text-white">Close my account</h3>
      <p className="text-sm text-slate-300">
        Ends your account for good: you are signed out everywhere and what we hold about you is
        removed, except the orders and invoices we must keep, which no longer name you.
      </p>
      <div>
        <Button variant="danger" aria-haspopup="dialog" onClick={() => setAsking(true)}>
          Close my account…
        </Button>
      </div>
      {asking && <CloseAccountDialog onCancel={() => setAsking(false)} onClosed={onClosed} />}
    </div>
  );
}
