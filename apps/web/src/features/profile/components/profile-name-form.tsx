import { UpdateMeBodySchema } from '@streamfront/contract';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileChanges } from '../api/profile-user';

/** The name shown in the header and on replies; PATCH /api/auth/me. */
export function ProfileNameForm({
  name,
  onUserChange,
}: {
  name: string;
  onUserChange: (changes: ProfileChanges) => void;
}) {
  const form = useZodForm(UpdateMeBodySchema, {
    defaultValues: { name },
    // The saved name becomes the field's value (and what a reset returns to).
    values: { name },
  });
  const submission = useFormSubmission(form, useUpdateProfile(onUserChange));

  return (
    <FormShell
      form={form}
      submission={submission}
      label="Your name"
      submitLabel="Save name"
      success={
        submission.result && {
          title: 'Name saved',
          message: `You now appear as ${submission.result.name}.`,
        }
      }
    >
      <FormTextField name="name" label="Name" autoComplete="name" maxLength={100} />
    </FormShell>
  );
}
