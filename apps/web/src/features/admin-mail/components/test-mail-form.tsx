import { TestMailBodySchema } from '@streamfront/contract';
import { useState } from 'react';
import { z } from 'zod';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { cn } from '@/lib/cn';
import { useSendTestMail, type TestMailResult } from '../api/send-test-mail';

/** An empty box means the admin's own address: the server's default. */
const TestMailFormSchema = z
  .object({ to: z.string().trim() })
  .transform(({ to }) => (to === '' ? {} : { to }))
  .pipe(TestMailBodySchema);

/** What the mail server said, in words an admin reads, and its own reply after them. */
function resultText(result: TestMailResult): string {
  return result.accepted
    ? `The mail server accepted the test mail to ${result.to}. It answered: ${result.response}`
    : `The mail server refused the test mail to ${result.to}. It answered: ${result.response}`;
}

/**
 * Admin settings: one mail through the real mail server, at once, with the server's own
 * answer read out (a live region) whether it took the mail or refused it.
 */
export function TestMailForm() {
  const form = useZodForm(TestMailFormSchema, { defaultValues: { to: '' } });
  const send = useSendTestMail();
  const [result, setResult] = useState<TestMailResult | null>(null);
  const submission = useFormSubmission(form, {
    isPending: send.isPending,
    mutate: (body, callbacks) => {
      setResult(null);
      const typed = form.getValues('to');
      send.mutate(body, {
        onSuccess: (answer) => {
          callbacks.onSuccess(answer);
          // The kit empties a sent form; the address stays for the next try.
          form.reset({ to: typed });
          setResult(answer);
        },
        onError: callbacks.onError,
      });
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <FormShell
        form={form}
        submission={submission}
        label="Test mail"
        submitLabel="Send a test mail"
      >
        <FormTextField
          name="to"
          label="Send to"
          type="email"
          autoComplete="email"
          maxLength={254}
          hint="Leave empty to send it to your own address. It uses the sender name, reply-to and colour saved above."
        />
      </FormShell>
      <div role="status" aria-live="polite">
        {result && (
          <p
            className={cn(
              'rounded-lg border p-4 text-sm break-words',
              result.accepted
                ? 'border-emerald-400/40 bg-emerald-950/50 text-emerald-100'
                : 'border-red-500/40 bg-red-950/40 text-red-200',
            )}
          >
            {resultText(result)}
          </p>
        )}
      </div>
    </div>
  );
}
