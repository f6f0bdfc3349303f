import { TwoFactorDisableBodySchema } from '@streamfront/contract';
import { useEffect } from 'react';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { useDisableTwoFactor } from '../api/disable-two-factor';

/**
 * Turning two-factor sign-in off: the password and a code (or a recovery code), so a session
 * left open somewhere cannot do it alone. The password field takes the focus when it opens.
 */
export function TurnOffForm({
  required,
  onDone,
  onCancel,
}: {
  /** ADMIN_2FA=required: the next sign-in will ask for a new set-up. */
  required: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useZodForm(TwoFactorDisableBodySchema, {
    defaultValues: { password: '', code: '' },
  });
  const disable = useDisableTwoFactor();
  const submission = useFormSubmission(form, {
    isPending: disable.isPending,
    mutate: (body, callbacks) =>
      disable.mutate(body, {
        onSuccess: (status) => {
          callbacks.onSuccess(status);
          onDone();
        },
        onError: callbacks.onError,
      }),
  });
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);

  return (
    <FormShell
      form={form}
      submission={submission}
      label="Turn off two-factor sign-in"
      submitLabel="Turn off two-factor sign-in"
      secondary={
        <Button type="button" variant="ghost" size="lg" onClick={onCancel}>
          Cancel
        </Button>
      }
    >
      <p className="text-sm text-slate-300">
        {required
          ? 'This site requires two-factor sign-in for admins: you will be signed out of the admin area and asked to set it up again at your next sign-in.'
          : 'Your account will then sign in with the password alone. Your recovery codes stop working.'}
      </p>
      <FormTextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        name="code"
        label="Code from the app, or a recovery code"
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={32}
      />
    </FormShell>
  );
}
