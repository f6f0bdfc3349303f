import { VodRequestBodySchema, type VodType } from '@streamfront/contract';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SuccessPanel } from '@/components/ui/success-panel';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { parseForm } from '@/lib/parse-form';
import { useSubmissionForm } from '@/lib/use-submission-form';
import { usePostVodRequest } from '../api/post-vod-request';

const TYPES: { value: VodType; label: string; hint: string }[] = [
  { value: 'movie', label: 'Movie', hint: 'A feature film or documentary' },
  { value: 'series', label: 'Series', hint: 'A TV show, all or some seasons' },
];

/** A typed year as the schema expects it: blank is "not given", anything else a number. */
function yearOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The form of /vod-request (POST /api/vod-requests). */
export function VodRequestForm({ accountEmail }: { accountEmail?: string | undefined }) {
  const signedIn = accountEmail !== undefined;
  const typeId = useId();
  const form = useSubmissionForm({
    initial: { title: '', type: 'movie', year: '', note: '', email: '' },
    parse: (values) =>
      parseForm(
        VodRequestBodySchema,
        { ...values, year: yearOf(values.year), email: signedIn ? undefined : values.email },
        { emailRequired: !signedIn },
      ),
    mutation: usePostVodRequest(),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-5"
      aria-label="VOD request"
    >
      {form.confirmation && (
        <SuccessPanel title="Request received">{form.confirmation}</SuccessPanel>
      )}
      <TextField
        label="Title"
        placeholder="e.g. The Shawshank Redemption"
        maxLength={200}
        {...form.field('title')}
      />
      <fieldset aria-describedby={form.errors.type ? `${typeId}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-200">Type</legend>
        <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
          {TYPES.map((type) => (
            <label
              key={type.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
                form.values.type === type.value
                  ? 'border-brand-500 bg-brand-600/10'
                  : 'border-night-600 bg-night-950 hover:border-night-600/80',
              )}
            >
              <input
                type="radio"
                name="type"
                value={type.value}
                checked={form.values.type === type.value}
                onChange={() => form.setValue('type', type.value)}
                className="mt-1 accent-brand-500"
              />
              <span>
                <span className="block font-semibold">{type.label}</span>
                <span className="block text-sm text-slate-400">{type.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {form.errors.type && (
          <p id={`${typeId}-error`} className="mt-1.5 text-sm text-red-400">
            {form.errors.type}
          </p>
        )}
      </fieldset>
      <TextField
        label="Release year (optional)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        placeholder="e.g. 1994"
        {...form.field('year')}
      />
      <TextAreaField
        label="Anything else we should know? (optional)"
        rows={4}
        maxLength={1000}
        hint="Director, season, language or where you heard of it: anything that helps us find the right title."
        {...form.field('note')}
      />
      {signedIn ? (
        <p className="text-sm text-slate-300">
          We will let you know at{' '}
          <span className="font-semibold text-slate-100">{accountEmail}</span> once it is reviewed.
        </p>
      ) : (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          hint="We email you once our team has reviewed your request."
          {...form.field('email')}
        />
      )}
      {form.formError && <Alert>{form.formError}</Alert>}
      <div>
        <Button type="submit" size="lg" loading={form.pending} className="w-full sm:w-auto">
          {form.pending ? 'Sending…' : 'Send request'}
        </Button>
      </div>
    </form>
  );
}
