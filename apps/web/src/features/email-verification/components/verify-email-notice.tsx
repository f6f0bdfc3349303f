import { EMAIL_VERIFICATION_HOURS } from '@streamfront/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useEmailVerification } from '../api/get-email-verification';
import { useResendVerification } from '../api/resend-verification';

/** The words for a refused resend: the server's own for its per-account limit. */
function failureMessage(error: Error): string {
  if (isApiError(error) && error.status === 429 && error.serverMessage) return error.serverMessage;
  return error.message;
}

/**
 * /account, while the signed-in customer's email is not verified: what to do, and a new link
 * on request. Nothing at all once it is verified, or while the server has not said.
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const state = useEmailVerification(email);
  const resend = useResendVerification();
  if (!state.data || state.data.emailVerified) return null;

  return (
    <section
      aria-labelledby="verify-email-title"
      className="flex flex-col items-start gap-3 rounded-xl border border-amber-400/40 bg-night-900 p-5"
    >
      <h2 id="verify-email-title" className="text-xl font-bold text-white">
        Verify your email
      </h2>
      <p className="text-sm text-slate-300">
        We sent a link to <strong className="break-all text-white">{state.data.email}</strong>. Open
        it within {EMAIL_VERIFICATION_HOURS} hours to confirm the address is yours: a free trial
        needs a verified email.
      </p>
      <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
        Send the link again
      </Button>
      {/* Always there, so what it comes to say is announced. */}
      <p role="status" className="text-sm text-slate-200 empty:hidden">
        {resend.isSuccess ? resend.data.message : ''}
      </p>
      {resend.isError && <Alert>{failureMessage(resend.error)}</Alert>}
    </section>
  );
}
