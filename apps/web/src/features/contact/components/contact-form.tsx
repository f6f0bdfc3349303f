import { ContactBodySchema } from '@streamfront/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SuccessPanel } from '@/components/ui/success-panel';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { parseForm } from '@/lib/parse-form';
import { useSubmissionForm } from '@/lib/use-submission-form';
import { usePostContact } from '../api/post-contact';

export interface ContactFormProps {
  /** The signed-in visitor's address: the server replies there, so the field is left out. */
  accountEmail?: string | undefined;
  accountName?: string | undefined;
  initialSubject?: string | undefined;
}

/** The contact form of /contact (POST /api/contact). */
export function ContactForm({ accountEmail, accountName, initialSubject }: ContactFormProps) {
  const signedIn = accountEmail !== undefined;
  const form = useSubmissionForm({
    initial: { name: accountName ?? '', email: '', subject: initialSubject ?? '', message: '' },
    parse: (values) =>
      parseForm(
        ContactBodySchema,
        { ...values, email: signedIn ? undefined : values.email },
        { emailRequired: !signedIn },
      ),
    mutation: usePostContact(),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-5"
      aria-label="Contact form"
    >
      {form.confirmation && <SuccessPanel title="Message sent">{form.confirmation}</SuccessPanel>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" maxLength={100} {...form.field('name')} />
        {signedIn ? (
          <p className="self-end text-sm text-slate-300">
            We will reply to <span className="font-semibold text-slate-100">{accountEmail}</span>.
          </p>
        ) : (
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            {...form.field('email')}
          />
        )}
      </div>
      <TextField label="Subject" maxLength={150} {...form.field('subject')} />
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={5000}
        hint="At least 10 characters. Include your device and package if it is about playback."
        {...form.field('message')}
      />
      {form.formError && <Alert>{form.formError}</Alert>}
      <div>
        <Button type="submit" size="lg" loading={form.pending} className="w-full sm:w-auto">
          {form.pending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
