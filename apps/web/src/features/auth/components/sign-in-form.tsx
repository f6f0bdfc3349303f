import { LoginBodySchema } from '@streamfront/contract';
import type { Ref } from 'react';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useZodForm } from '@/components/form/use-zod-form';
import type { LoginResult } from '../session/session-context';
import { useSignInSubmission } from './use-sign-in-submission';

/** The sign-in tab of /login: email and password, then "Forgot password?". */
export function SignInForm({
  onSignedIn,
  onForgot,
  forgotRef,
}: {
  onSignedIn: (result: LoginResult) => void;
  onForgot: () => void;
  /** "Forgot password?": where the focus comes back from the reset view. */
  forgotRef: Ref<HTMLButtonElement>;
}) {
  const form = useZodForm(LoginBodySchema, { defaultValues: { email: '', password: '' } });
  const submission = useSignInSubmission(form, (body) => ({ kind: 'login', body }), onSignedIn);
  return (
    <div className="flex flex-col gap-4">
      <FormShell form={form} submission={submission} label="Sign in" submitLabel="Sign in">
        <FormTextField name="email" label="Email" type="email" autoComplete="email" />
        <FormTextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
      </FormShell>
      <button
        ref={forgotRef}
        type="button"
        onClick={onForgot}
        className="self-center text-sm text-slate-300 underline hover:text-white"
      >
        Forgot password?
      </button>
    </div>
  );
}
