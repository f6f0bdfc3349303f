import { VOD_TYPE_LABELS, VodRequestBodySchema } from '@streamfront/contract';
import { FormRadioCards, FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { forSubmitter, ReplyToField } from '@/components/form/reply-to-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { usePostVodRequest } from '../api/post-vod-request';

const TYPES = [
  { value: 'movie', label: VOD_TYPE_LABELS.movie, hint: 'A feature film or documentary' },
  { value: 'series', label: VOD_TYPE_LABELS.series, hint: 'A TV show, all or some seasons' },
];

/** A typed year as the schema expects it: blank is "not given", anything else a number. */
function yearOf(text: unknown): number | undefined {
  const trimmed = String(text ?? '').trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The form of /vod-request (POST /api/vod-requests). */
export function VodRequestForm({ accountEmail }: { accountEmail?: string | undefined }) {
  const form = useZodForm(forSubmitter(VodRequestBodySchema, accountEmail !== undefined), {
    defaultValues: { title: '', type: 'movie', year: undefined, note: '', email: '' },
  });
  const submission = useFormSubmission(form, usePostVodRequest());

  return (
    <FormShell
      form={form}
      submission={submission}
      label="VOD request"
      submitLabel="Send request"
      success={
        submission.result && { title: 'Request received', message: submission.result.message }
      }
    >
      <FormTextField
        name="title"
        label="Title"
        placeholder="e.g. The Shawshank Redemption"
        maxLength={200}
      />
      <FormRadioCards name="type" legend="Type" options={TYPES} />
      <FormTextField
        name="year"
        label="Release year (optional)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        placeholder="e.g. 1994"
        registerOptions={{ setValueAs: yearOf }}
      />
      <FormTextAreaField
        name="note"
        label="Anything else we should know? (optional)"
        rows={4}
        maxLength={1000}
        hint="Director, season, language or where you heard of it: anything that helps us find the right title."
      />
      <ReplyToField
        accountEmail={accountEmail}
        hint="We email you once our team has reviewed your request."
        signedInNote={(email) => <>We will let you know at {email} once it is reviewed.</>}
      />
    </FormShell>
  );
}
