import { TwoFactorVerifyBodySchema } from '@streamfront/contract';
import { useEffect, useState } from 'react';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import type { LoginResult } from '../session/session-context';
import { useSignInSubmission } from './use-sign-in-submission';

/**
 * /login after a right password, for an account with two-factor sign-in (decision 061): the
 * code from the authenticator app, or one of the recovery codes. The field takes the focus
 * when the step appears and when the kind of code changes.
 */
export function TwoFactorCodeStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (result: LoginResult) => void;
  /** Back to the password (a timed-out challenge needs it again). */
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const form = useZodForm(TwoFactorVerifyBodySchema, { defaultValues: { challenge, code: '' } });
  const submission = useSignInSubmission(
    form,
    (body) => ({ kind: 'two-factor', body }),
    onSignedIn,
  );
  const { setFocus, resetField } = form;
  useEffect(() => setFocus('code'), [setFocus, recovery]);

  function switchKind() {
    resetField('code');
    setRecovery((was) => !was);
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-300">
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each one works once.'
          : 'Enter the 6-digit code your authenticator app shows for this site.'}
      </p>
      <FormShell form={form} submission={submission} label="Verify your code" submitLabel="Verify">
        {recovery ? (
          <FormTextField
            key="recovery"
            name="code"
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            hint="Like ABCDE-FGHJK"
          />
        ) : (
          <FormTextField
            key="app"
            name="code"
            label="Two-factor code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={8}
          />
        )}
      </FormShell>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="ghost" onClick={switchKind}>
          {recovery ? 'Use a code from the app' : 'Use a recovery code'}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}
