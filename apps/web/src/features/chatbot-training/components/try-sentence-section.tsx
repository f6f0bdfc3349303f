import { ChatTryBodySchema } from '@streamfront/contract';
import { FormProvider } from 'react-hook-form';
import { FormTextField } from '@/components/form/fields';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTrySentence } from '../api/try-sentence';
import { formatPercent } from '../format';
import { AdminCard, ConfidenceBar } from './admin-card';

/** Try a sentence: the model's top three intents with their confidence, and the answer. */
export function TrySentenceSection() {
  const attempt = useTrySentence();
  const form = useZodForm(ChatTryBodySchema, { defaultValues: { text: '' } });
  const submission = useFormSubmission(form, {
    isPending: attempt.isPending,
    mutate: (body, callbacks) =>
      attempt.mutate(body.text, {
        onSuccess: (result) => {
          callbacks.onSuccess(result);
          // The kit empties a sent form; the sentence stays, to try it again changed a little.
          form.reset(body);
        },
        onError: callbacks.onError,
      }),
  });

  const result = attempt.data;
  return (
    <AdminCard title="Try a sentence" titleId="chatbot-try-title">
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={submission.onSubmit}
          aria-label="Try a sentence"
          className="flex flex-wrap items-end gap-3"
        >
          <FormTextField
            name="text"
            label="Sentence"
            className="min-w-60 flex-1"
            maxLength={500}
            placeholder="How much is the sports package?"
          />
          <Button type="submit" loading={submission.pending}>
            Try
          </Button>
        </form>
      </FormProvider>
      {submission.formError && <Alert className="mt-4">{submission.formError}</Alert>}
      {result && (
        <div className="mt-5 flex flex-col gap-4">
          <ol aria-label="Top intents" className="flex flex-col gap-3">
            {result.predictions.map((prediction) => (
              <li
                key={prediction.intent}
                className="grid grid-cols-[10rem_1fr_3.5rem] items-center gap-3"
              >
                <span className="truncate font-mono text-sm">{prediction.intent}</span>
                <ConfidenceBar
                  value={prediction.confidence}
                  label={`Confidence for ${prediction.intent}`}
                />
                <span className="text-right text-sm tabular-nums">
                  {formatPercent(prediction.confidence)}
                </span>
              </li>
            ))}
          </ol>
          <p className="text-xs text-slate-400">
            Threshold {formatPercent(result.threshold)} · model version {result.version}
          </p>
          <div className="rounded-lg bg-night-800 p-3 text-sm">
            <p className="mb-1 text-xs uppercase text-slate-400">
              The assistant would answer ({result.answer.intent ?? 'no intent'})
            </p>
            <p className="whitespace-pre-line">{result.answer.response}</p>
          </div>
        </div>
      )}
    </AdminCard>
  );
}
