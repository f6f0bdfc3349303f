import type { ChatIntent } from '@streamfront/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useSaveIntent } from '../api/update-intent';
import { fieldMessages, linesOf } from '../format';
import { TextAreaField } from '@/components/ui/textarea-field';

export const PLACEHOLDER_HINT =
  'Live values: {{packages}}, {{cheapest_price}}, {{next_event}}, {{support_email}}.';

/**
 * Add (no `intent`) or edit an intent: name, example sentences one per line, answers. Shown in
 * the list kit's EditPanel, which titles it, closes it and looks after the focus.
 */
export function IntentForm({
  intent,
  onSaved,
}: {
  intent?: ChatIntent | undefined;
  onSaved: (saved: ChatIntent) => void;
}) {
  const save = useSaveIntent();
  const [name, setName] = useState(intent?.name ?? '');
  const [utterances, setUtterances] = useState(intent?.utterances.join('\n') ?? '');
  const [answers, setAnswers] = useState<string[]>(intent?.answers ?? ['']);
  const [enabled, setEnabled] = useState(intent?.enabled ?? true);

  const error = save.error;
  const errors = isApiError(error) ? error.errors : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        id: intent?.id,
        body: {
          name: name.trim(),
          utterances: linesOf(utterances),
          answers: answers.map((answer) => answer.trim()).filter((answer) => answer !== ''),
          enabled,
        },
      },
      { onSuccess: onSaved },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label={intent ? `Edit intent ${intent.name}` : 'New intent'}
      className="flex flex-col gap-4"
    >
      {error && !errors && <Alert>{error.message}</Alert>}
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint="Letters, digits, _ and - (for example payment_methods)."
        error={fieldMessages(errors, 'name')}
        required
        maxLength={60}
      />
      <TextAreaField
        label="Example sentences (one per line)"
        rows={6}
        value={utterances}
        onChange={(event) => setUtterances(event.target.value)}
        error={fieldMessages(errors, 'utterances')}
        hint={`${linesOf(utterances).length} sentences`}
        required
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-200">
          Answers (one is picked in turn)
        </legend>
        {answers.map((answer, index) => (
          <div key={index} className="flex items-start gap-2">
            <TextAreaField
              label={`Answer ${index + 1}`}
              rows={3}
              className="flex-1"
              value={answer}
              onChange={(event) =>
                setAnswers((list) => list.map((a, i) => (i === index ? event.target.value : a)))
              }
              error={fieldMessages(errors, `answers.${index}`)}
              hint={index === 0 ? PLACEHOLDER_HINT : undefined}
              required={index === 0}
            />
            {answers.length > 1 && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={`Remove answer ${index + 1}`}
                onClick={() => setAnswers((list) => list.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            )}
          </div>
        ))}
        {fieldMessages(errors, 'answers') &&
          !answers.some((_, i) => fieldMessages(errors, `answers.${i}`)) && (
            <p className="text-sm text-red-400">{fieldMessages(errors, 'answers')}</p>
          )}
        <div>
          <Button variant="secondary" size="sm" onClick={() => setAnswers((list) => [...list, ''])}>
            Add another answer
          </Button>
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          className="h-4 w-4 accent-brand-500"
        />
        Enabled (answered by the assistant)
      </label>
      <div>
        <Button type="submit" loading={save.isPending}>
          {intent ? 'Save intent' : 'Create intent'}
        </Button>
      </div>
    </form>
  );
}
