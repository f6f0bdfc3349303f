import { ContentReportBodySchema, PROBLEM_TYPE_LABELS } from '@streamfront/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { SuccessPanel } from '@/components/ui/success-panel';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { parseForm } from '@/lib/parse-form';
import { useSubmissionForm } from '@/lib/use-submission-form';
import { usePostContentReport } from '../api/post-content-report';

const PROBLEM_OPTIONS = Object.entries(PROBLEM_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** The form of /report-content (POST /api/content-reports). */
export function ContentReportForm({ accountEmail }: { accountEmail?: string | undefined }) {
  const signedIn = accountEmail !== undefined;
  const form = useSubmissionForm({
    initial: { subject: '', problemType: '', details: '', url: '', email: '' },
    parse: (values) =>
      parseForm(
        ContentReportBodySchema,
        {
          ...values,
          problemType: values.problemType || undefined,
          email: signedIn ? undefined : values.email,
        },
        { emailRequired: !signedIn },
      ),
    mutation: usePostContentReport(),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-5"
      aria-label="Content report"
    >
      {form.confirmation && (
        <SuccessPanel title="Report received">{form.confirmation}</SuccessPanel>
      )}
      <TextField
        label="What is affected?"
        placeholder="Channel, movie, series or match name"
        maxLength={200}
        {...form.field('subject')}
      />
      <SelectField
        label="Problem"
        placeholder="Choose the kind of problem"
        options={PROBLEM_OPTIONS}
        {...form.field('problemType')}
      />
      <TextAreaField
        label="Details"
        rows={5}
        maxLength={5000}
        hint="At least 10 characters. When did it happen, on which device and app, and what did you see?"
        {...form.field('details')}
      />
      <TextField
        label="Link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={2048}
        {...form.field('url')}
      />
      {signedIn ? (
        <p className="text-sm text-slate-300">
          We will reach you at <span className="font-semibold text-slate-100">{accountEmail}</span>{' '}
          if we need more details.
        </p>
      ) : (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          hint="Only used to ask for more details or tell you it is fixed."
          {...form.field('email')}
        />
      )}
      {form.formError && <Alert>{form.formError}</Alert>}
      <div>
        <Button type="submit" size="lg" loading={form.pending} className="w-full sm:w-auto">
          {form.pending ? 'Sending…' : 'Send report'}
        </Button>
      </div>
    </form>
  );
}
