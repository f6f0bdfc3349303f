import { ResetPasswordBodySchema } from '@streamfront/contract';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import type { LoginResult } from '../session/session-context';
import { useSignInSubmission } from './use-sign-in-submission';

/** The emailed link's page: a new password, then signed in with it (every other session ends). */
export function ResetPasswordForm({
  token,
  onSignedIn,
  onForgot,
}: {
  /** The link's token: sent with the password, checked by the server. */
  token: string;
  onSignedIn: (result: LoginResult) => void;
  onForgot(): void;
}) {
  const form = useZodForm(ResetPasswordBodySchema, { defaultValues: { newPassword: '', token } });
  const submission = useSignInSubmission(form, (body) => ({ kind: 'reset', body }), onSignedIn);
  return (
    <div className="flex flex-col gap-4">
      <FormShell
        form={form}
        submission={submission}
        label="Choose a new password"
        submitLabel="Set new password"
      >
        <FormTextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          hint="At least 8 characters; avoid common passwords. You will be signed out everywhere else."
        />
      </FormShell>
      <Button type="button" variant="ghost" onClick={onForgot}>
        Send me a new link
      </Button>
    </div>
  );
}
