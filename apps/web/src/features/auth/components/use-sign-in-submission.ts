import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormSubmission } from '@/components/form/use-form-submission';
import type { LoginResult, SignInRequest } from '../session/session-context';
import { useSession } from '../session/use-session';

/**
 * The form kit's submission for the /login forms: the checked body goes to the session as a
 * sign-in, a registration or a new password; a failure is shown by the kit (summary, and a
 * 422's fields beside them), success hands `onSignedIn` where to go.
 */
export function useSignInSubmission<Values extends FieldValues, Body>(
  form: UseFormReturn<Values, unknown, Body>,
  request: (body: Body) => SignInRequest,
  onSignedIn: (result: LoginResult) => void,
) {
  const session = useSession();
  const [pending, setPending] = useState(false);
  return useFormSubmission(form, {
    isPending: pending,
    mutate: (body, callbacks) => {
      setPending(true);
      session.signIn(request(body)).then(
        (result) => {
          setPending(false);
          callbacks.onSuccess(result);
          onSignedIn(result);
        },
        (error: unknown) => {
          setPending(false);
          callbacks.onError(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
}
