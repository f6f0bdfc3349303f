import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/** The emailed link's page: a new password, then signed in with it (every other session ends). */
export function ResetPasswordForm({
  onSubmit,
  onForgot,
}: {
  onSubmit(newPassword: string): Promise<void>;
  onForgot(): void;
}) {
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newPassword = String(new FormData(event.currentTarget).get('newPassword') ?? '');
    setPending(true);
    await onSubmit(newPassword);
    setPending(false);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Choose a new password">
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint="At least 8 characters; avoid common passwords. You will be signed out everywhere else."
      />
      <Button type="submit" size="lg" loading={pending}>
        Set new password
      </Button>
      <Button type="button" variant="ghost" onClick={onForgot}>
        Send me a new link
      </Button>
    </form>
  );
}
