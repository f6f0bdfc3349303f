import { ChatAddToIntentBodySchema, type ChatUnanswered } from '@streamfront/contract';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormSelectField, FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { useRowFocus } from '@/components/list/use-row-focus';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useAddToIntent } from '../api/add-to-intent';
import { useDismissUnanswered } from '../api/dismiss-unanswered';
import { useIntentNames } from '../api/get-intents';
import { useUnanswered } from '../api/get-unanswered';
import { formatPercent } from '../format';
import { AdminCard } from './admin-card';
import { PLACEHOLDER_HINT } from './intent-form';

/**
 * The form's values: where the question goes, and the new intent's name and answer, named as
 * the server names them, so its 422 goes beside the right field.
 */
const AddToIntentFormSchema = z.discriminatedUnion('target', [
  z
    .object({ target: z.literal('existing'), intentId: z.string() })
    .transform(({ intentId }): unknown => ({ intentId }))
    .pipe(ChatAddToIntentBodySchema.options[0]),
  z
    .object({
      target: z.literal('new'),
      newIntent: z.object({ name: z.string(), answers: z.array(z.string()) }),
    })
    .transform(({ newIntent }): unknown => ({
      newIntent: { ...newIntent, utterances: [], enabled: true },
    }))
    .pipe(ChatAddToIntentBodySchema.options[1]),
]);
type AddToIntentValues = z.input<typeof AddToIntentFormSchema> & {
  intentId: string;
  newIntent: { name: string; answers: string[] };
};

/** One step: the question joins an existing intent, or a new one made here with its answer. */
function AddToIntentForm({
  question,
  onCancel,
}: {
  question: ChatUnanswered;
  onCancel: () => void;
}) {
  const names = useIntentNames();
  const add = useAddToIntent();
  const form = useZodForm(AddToIntentFormSchema, {
    defaultValues: {
      target: 'existing',
      intentId: '',
      newIntent: { name: '', answers: [''] },
    } as AddToIntentValues,
  });
  const target = useWatch({ control: form.control, name: 'target' });
  // The closest intent is chosen once the names arrive, unless the admin chose already.
  const guess = names.data?.find((intent) => intent.name === question.bestIntent)?.id;
  useEffect(() => {
    if (guess && !form.getValues('intentId')) form.setValue('intentId', guess);
  }, [guess, form]);
  // The form opens in place of the row's buttons: the focus moves into it.
  useEffect(() => form.setFocus('target'), [form]);

  const submission = useFormSubmission(form, {
    isPending: add.isPending,
    // The promise, not mutate's callbacks: the question leaves the list (and this form goes)
    // before they would run. The focus, once the question has gone, is the list's (useRowFocus).
    mutate: (body, callbacks) =>
      add.mutateAsync({ id: question.id, body }).then(({ intent }) => {
        toast.success(`Added to “${intent.name}”. Train the model to use it.`);
        callbacks.onSuccess(intent);
      }, callbacks.onError),
  });

  return (
    <div className="mt-3 rounded-lg border border-night-600 bg-night-800 p-4">
      <FormShell
        form={form}
        submission={submission}
        label={`Add “${question.text}” to an intent`}
        submitLabel="Add question"
        secondary={
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        }
      >
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">Add to</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="existing"
              {...form.register('target')}
              className="accent-brand-500"
            />
            An existing intent
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="new"
              {...form.register('target')}
              className="accent-brand-500"
            />
            A new intent
          </label>
        </fieldset>
        {target === 'existing' ? (
          names.isPending ? (
            <Spinner size="sm" label="Loading intents…" />
          ) : (
            <FormSelectField
              name="intentId"
              label="Intent"
              placeholder="Choose an intent"
              options={(names.data ?? []).map((intent) => ({
                value: intent.id,
                label: `${intent.name}${intent.enabled ? '' : ' (disabled)'}`,
              }))}
            />
          )
        ) : (
          <>
            <FormTextField name="newIntent.name" label="New intent name" maxLength={60} />
            <FormTextAreaField
              name="newIntent.answers.0"
              label="Answer"
              rows={3}
              hint={PLACEHOLDER_HINT}
            />
          </>
        )}
      </FormShell>
    </div>
  );
}

/** A failed call is already on screen through the mutation's `error`. */
const ignoreShownError = () => undefined;

/** A question and its actions, each named with the question it acts on. */
function UnansweredItem({ question }: { question: ChatUnanswered }) {
  const [adding, setAdding] = useState(false);
  const dismiss = useDismissUnanswered();
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <li data-testid="unanswered-question" className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">“{question.text}”</p>
          <p className="mt-1 text-xs text-slate-400">
            Asked {question.occurrences} {question.occurrences === 1 ? 'time' : 'times'}, last{' '}
            {formatDateTime(question.lastAskedAt)}
            {question.bestIntent &&
              ` · closest intent ${question.bestIntent} (${formatPercent(question.confidence)})`}
          </p>
        </div>
        {!adding && (
          <div className="flex gap-2">
            <Button
              ref={addButton}
              size="sm"
              onClick={() => setAdding(true)}
              aria-label={`Add to intent: “${question.text}”`}
            >
              Add to intent
            </Button>
            <Button
              variant="ghost"
              size="sm"
              loading={dismiss.isPending}
              onClick={() => dismiss.mutateAsync(question.id).catch(ignoreShownError)}
              aria-label={`Dismiss “${question.text}”`}
            >
              Dismiss
            </Button>
          </div>
        )}
      </div>
      {dismiss.error && <Alert>{dismiss.error.message}</Alert>}
      {adding && (
        <AddToIntentForm
          question={question}
          onCancel={() => {
            // The form goes and its button comes back: the focus goes to it at once.
            flushSync(() => setAdding(false));
            addButton.current?.focus();
          }}
        />
      )}
    </li>
  );
}

/** Questions below the threshold: add each to an intent, or dismiss it; the page in the URL. */
export function UnansweredSection() {
  const params = useListParams({ prefix: 'unanswered.' });
  const unanswered = useUnanswered(params.query);
  const total = unanswered.data?.meta.total;
  // A question added or dismissed leaves: the focus goes to the next one's first button, or
  // to the heading when none is left.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const rowFocus = useRowFocus({
    root: listRef,
    rowKeys: unanswered.data?.data.map((question) => question.id) ?? [],
    rows: 'ul > li',
    control: 'first',
    fallback: titleRef,
  });

  return (
    <AdminCard
      titleId="chatbot-unanswered-title"
      titleRef={titleRef}
      title={
        <>
          Unanswered questions{' '}
          {total !== undefined && (
            <span
              data-testid="unanswered-count"
              className="ml-1 rounded-full bg-brand-600 px-2 py-0.5 text-sm"
            >
              {total}
            </span>
          )}
        </>
      }
    >
      <div
        ref={listRef}
        onFocus={rowFocus.onFocus}
        onBlur={rowFocus.onBlur}
        className="flex flex-col gap-4"
      >
        <PagedList
          query={unanswered}
          params={params}
          loadingLabel="Loading unanswered questions…"
          empty={{
            title: 'No open questions',
            message: 'The assistant answered everything it was asked.',
          }}
        >
          {(questions) => (
            <ul className="flex flex-col divide-y divide-night-700">
              {questions.map((question) => (
                <UnansweredItem key={question.id} question={question} />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </AdminCard>
  );
}
