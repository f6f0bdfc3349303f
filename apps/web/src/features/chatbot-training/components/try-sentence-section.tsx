import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useTrySentence } from '../api/try-sentence';
import { formatPercent } from '../format';
import { AdminCard, ConfidenceBar } from './admin-card';

/** Try a sentence: the model's top three intents with their confidence, and the answer. */
export function TrySentenceSection() {
  const [text, setText] = useState('');
  const attempt = useTrySentence();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== '') attempt.mutate(text.trim());
  }

  const result = attempt.data;
  return (
    <AdminCard title="Try a sentence" titleId="chatbot-try-title">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Sentence"
          className="min-w-60 flex-1"
          value={text}
          maxLength={500}
          placeholder="How much is the sports package?"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" loading={attempt.isPending} disabled={text.trim() === ''}>
          Try
        </Button>
      </form>
      {attempt.error && <Alert className="mt-4">{attempt.error.message}</Alert>}
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
