import { RegisterBodySchema } from '@streamfront/contract';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useZodForm } from '@/components/form/use-zod-form';
import type { LoginResult } from '../session/session-context';
import { useSignInSubmission } from './use-sign-in-submission';

/** The register tab of /login: a new customer account, signed in at once. */
export function RegisterForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const form = useZodForm(RegisterBodySchema, {
    defaultValues: { name: '', email: '', password: '' },
  });
  const submission = useSignInSubmission(form, (body) => ({ kind: 'register', body }), onSignedIn);
  return (
    <FormShell form={form} submission={submission} label="Register" submitLabel="Create account">
      <FormTextField name="name" label="Name" autoComplete="name" maxLength={100} />
      <FormTextField name="email" label="Email" type="email" autoComplete="email" />
      <FormTextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        hint="At least 8 characters; avoid common passwords."
      />
    </FormShell>
  );
}
