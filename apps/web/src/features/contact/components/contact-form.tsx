import { ContactBodySchema } from '@streamfront/contract';
import { FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { forSubmitter, ReplyToField } from '@/components/form/reply-to-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { usePostContact } from '../api/post-contact';

export interface ContactFormProps {
  /** The signed-in visitor's address: the server replies there, so the field is left out. */
  accountEmail?: string | undefined;
  accountName?: string | undefined;
  initialSubject?: string | undefined;
}

/** The contact form of /contact (POST /api/contact). */
export function ContactForm({ accountEmail, accountName, initialSubject }: ContactFormProps) {
  const form = useZodForm(forSubmitter(ContactBodySchema, accountEmail !== undefined), {
    defaultValues: {
      name: accountName ?? '',
      email: '',
      subject: initialSubject ?? '',
      message: '',
    },
  });
  const submission = useFormSubmission(form, usePostContact());

  return (
    <FormShell
      form={form}
      submission={submission}
      label="Contact form"
      submitLabel="Send message"
      success={submission.result && { title: 'Message sent', message: submission.result.message }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField name="name" label="Your name" autoComplete="name" maxLength={100} />
        <ReplyToField
          accountEmail={accountEmail}
          className="self-end text-sm text-slate-300"
          signedInNote={(email) => <>We will reply to {email}.</>}
        />
      </div>
      <FormTextField name="subject" label="Subject" maxLength={150} />
      <FormTextAreaField
        name="message"
        label="Message"
        rows={6}
        maxLength={5000}
        hint="At least 10 characters. Include your device and package if it is about playback."
      />
    </FormShell>
  );
}
