import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
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
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  // The view replaced the sign-in form: focus follows to where the person types.
  useEffect(() => emailRef.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setPending(true);
    try {
      const answer = await postForgotPassword({ email });
      const help = !answer.mailSent && supportEmail ? ` (${supportEmail})` : '';
      setResult({ tone: 'info', text: answer.message + help });
    } catch (error) {
      setResult({
        tone: 'error',
        text: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset your password">
      <p className="text-sm text-slate-300">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <TextField
        ref={emailRef}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <Button type="submit" size="lg" loading={pending}>
        Send reset link
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
