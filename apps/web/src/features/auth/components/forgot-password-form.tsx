import { ForgotPasswordBodySchema } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { postForgotPassword } from '../api/forgot-password';

/**
 * "Forgot password?" on /login: asks for a reset link. The server answers the same for any
 * address, so the page says what it says, and says plainly when the site cannot send mail.
 */
export function ForgotPasswordForm({
  onBack,
  supportEmail,
}: {
  onBack(): void;
  supportEmail: string | undefined;
}) {
  const form = useZodForm(ForgotPasswordBodySchema, { defaultValues: { email: '' } });
  // The form says what went wrong itself.
  const asking = useMutation({ mutationFn: postForgotPassword, meta: { silent: true } });
  const submission = useFormSubmission(form, asking);

  // The view replaced the sign-in form: focus follows to where the person types.
  useEffect(() => form.setFocus('email'), [form]);

  const answer = submission.result;
  return (
    <div className="flex flex-col gap-4">
      <FormShell
        form={form}
        submission={submission}
        label="Reset your password"
        submitLabel="Send reset link"
      >
        <p className="text-sm text-slate-300">
          Enter the email of your account and we will send you a link to choose a new password.
        </p>
        {answer && (
          <Alert tone="info">
            {answer.message + (!answer.mailSent && supportEmail ? ` (${supportEmail})` : '')}
          </Alert>
        )}
        <FormTextField name="email" label="Email" type="email" autoComplete="email" />
      </FormShell>
      <Button type="button" variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
