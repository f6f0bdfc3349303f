import { ChangePasswordBodySchema } from '@streamfront/contract';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useChangePassword } from '../api/change-password';

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. You stay signed in here; every other device has been signed out.';

/** POST /api/auth/change-password through the form kit; `onToken` keeps the session going. */
export function ChangePasswordForm({ onToken }: { onToken: (token: string) => void }) {
  const form = useZodForm(ChangePasswordBodySchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submission = useFormSubmission(form, useChangePassword(onToken));

  return (
    <FormShell
      form={form}
      submission={submission}
      label="Change password"
      submitLabel="Change password"
      success={
        submission.result ? { title: 'Password changed', message: PASSWORD_CHANGED_MESSAGE } : null
      }
    >
      <p className="text-sm text-slate-300">
        Changing your password signs you out on every other device.
      </p>
      <FormTextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
      />
    </FormShell>
  );
}
