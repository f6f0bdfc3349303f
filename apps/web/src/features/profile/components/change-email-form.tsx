import { ChangeEmailBodySchema } from '@streamfront/contract';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useChangeEmail } from '../api/change-email';
import type { ProfileChanges } from '../api/profile-user';

/** A new sign-in address, confirmed with the current password (POST /api/auth/change-email). */
export function ChangeEmailForm({
  email,
  onUserChange,
}: {
  email: string;
  onUserChange: (changes: ProfileChanges) => void;
}) {
  const form = useZodForm(ChangeEmailBodySchema, {
    defaultValues: { email: '', currentPassword: '' },
  });
  const submission = useFormSubmission(form, useChangeEmail(onUserChange));

  return (
    <FormShell
      form={form}
      submission={submission}
      label="Change email"
      submitLabel="Change email"
      success={
        submission.result && {
          title: 'Email changed',
          message: `You now sign in with ${submission.result.email}. We have sent it a link to verify it, and told your previous address about the change.`,
        }
      }
    >
      <p className="text-sm text-slate-300">
        You sign in with <span className="break-all font-medium text-white">{email}</span>.
      </p>
      <FormTextField name="email" label="New email" type="email" autoComplete="email" />
      <FormTextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="To be sure it is you."
      />
    </FormShell>
  );
}
