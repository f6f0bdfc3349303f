import { ContentReportBodySchema, PROBLEM_TYPE_LABELS } from '@streamfront/contract';
import { FormSelectField, FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { forSubmitter, ReplyToField } from '@/components/form/reply-to-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { usePostContentReport } from '../api/post-content-report';

const PROBLEM_OPTIONS = Object.entries(PROBLEM_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** The form of /report-content (POST /api/content-reports). */
export function ContentReportForm({ accountEmail }: { accountEmail?: string | undefined }) {
  const form = useZodForm(forSubmitter(ContentReportBodySchema, accountEmail !== undefined), {
    // No choice until one is made: the schema's own message asks for it.
    defaultValues: { subject: '', problemType: undefined, details: '', url: '', email: '' },
  });
  const submission = useFormSubmission(form, usePostContentReport());

  return (
    <FormShell
      form={form}
      submission={submission}
      label="Content report"
      submitLabel="Send report"
      success={
        submission.result && { title: 'Report received', message: submission.result.message }
      }
    >
      <FormTextField
        name="subject"
        label="What is affected?"
        placeholder="Channel, movie, series or match name"
        maxLength={200}
      />
      <FormSelectField
        name="problemType"
        label="Problem"
        placeholder="Choose the kind of problem"
        options={PROBLEM_OPTIONS}
      />
      <FormTextAreaField
        name="details"
        label="Details"
        rows={5}
        maxLength={5000}
        hint="At least 10 characters. When did it happen, on which device and app, and what did you see?"
      />
      <FormTextField
        name="url"
        label="Link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={2048}
      />
      <ReplyToField
        accountEmail={accountEmail}
        hint="Only used to ask for more details or tell you it is fixed."
        signedInNote={(email) => <>We will reach you at {email} if we need more details.</>}
      />
    </FormShell>
  );
}
