import type { ChatAddToIntentBody, ChatUnanswered } from '@streamfront/contract';
import { formatDateTime } from '@/lib/format-date';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useAddToIntent } from '../api/add-to-intent';
import { useDismissUnanswered } from '../api/dismiss-unanswered';
import { useIntentNames } from '../api/get-intents';
import { UNANSWERED_PAGE_SIZE, useUnanswered } from '../api/get-unanswered';
import { fieldMessages, formatPercent } from '../format';
import { TextAreaField } from '@/components/ui/textarea-field';
import { AdminCard, Pager } from './admin-card';
import { useRowFocus } from '@/components/list/use-row-focus';
import { PLACEHOLDER_HINT } from './intent-form';

/** One step: the question joins an existing intent, or a new one made here with its answer. */
function AddToIntentForm({
  question,
  onCancel,
}: {
  question: ChatUnanswered;
  onCancel: () => void;
}) {
  const id = useId();
  const names = useIntentNames();
  const add = useAddToIntent();
  const [target, setTarget] = useState<'existing' | 'new'>('existing');
  const guess = names.data?.find((intent) => intent.name === question.bestIntent)?.id;
  const [chosen, setChosen] = useState<string>('');
  const intentId = chosen || guess || '';
  const [name, setName] = useState('');
  const [answer, setAnswer] = useState('');
  const errors = isApiError(add.error) ? add.error.errors : undefined;
  // The form opens in place of the row's buttons: the focus moves into it.
  const firstChoice = useRef<HTMLInputElement>(null);
  useEffect(() => firstChoice.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: ChatAddToIntentBody =
      target === 'existing'
        ? { intentId }
        : {
            newIntent: {
              name: name.trim(),
              answers: [answer.trim()],
              utterances: [],
              enabled: true,
            },
          };
    // The promise, not mutate's callbacks: the question leaves the list (and this form goes)
    // before they would run. A failure shows from `add.error`; the focus, once the question has
    // gone, is the list's (useRowFocus).
    add.mutateAsync({ id: question.id, body }).then(({ intent }) => {
      toast.success(`Added to “${intent.name}”. Train the model to use it.`);
    }, ignoreShownError);
  }

  return (
    <form
      onSubmit={submit}
      aria-label={`Add “${question.text}” to an intent`}
      className="mt-3 flex flex-col gap-3 rounded-lg border border-night-600 bg-night-800 p-4"
    >
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Add to</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-target`}
            ref={firstChoice}
            checked={target === 'existing'}
            onChange={() => setTarget('existing')}
            className="accent-brand-500"
          />
          An existing intent
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-target`}
            checked={target === 'new'}
            onChange={() => setTarget('new')}
            className="accent-brand-500"
          />
          A new intent
        </label>
      </fieldset>
      {add.error && !errors && <Alert>{add.error.message}</Alert>}
      {target === 'existing' ? (
        names.isPending ? (
          <Spinner size="sm" label="Loading intents…" />
        ) : (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-intent`} className="text-sm font-medium text-slate-200">
              Intent
            </label>
            <select
              id={`${id}-intent`}
              required
              value={intentId}
              onChange={(event) => setChosen(event.target.value)}
              className="rounded-lg border border-night-600 bg-night-950 px-3 py-2 text-slate-100"
            >
              <option value="" disabled>
                Choose an intent
              </option>
              {names.data?.map((intent) => (
                <option key={intent.id} value={intent.id}>
                  {intent.name}
                  {intent.enabled ? '' : ' (disabled)'}
                </option>
              ))}
            </select>
            {fieldMessages(errors, 'intentId') && (
              <p className="text-sm text-red-400">{fieldMessages(errors, 'intentId')}</p>
            )}
          </div>
        )
      ) : (
        <>
          <TextField
            label="New intent name"
            required
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={fieldMessages(errors, 'newIntent.name')}
          />
          <TextAreaField
            label="Answer"
            rows={3}
            required
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            hint={PLACEHOLDER_HINT}
            error={fieldMessages(errors, 'newIntent.answers')}
          />
        </>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={add.isPending}>
          Add question
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
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

/** Questions below the threshold: add each to an intent, or dismiss it. */
export function UnansweredSection() {
  const [page, setPage] = useState(1);
  const unanswered = useUnanswered('open', page);
  const total = unanswered.data?.total;
  // A question added or dismissed leaves: the focus goes to the next one's first button, or
  // to the heading when none is left.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const rowFocus = useRowFocus({
    root: listRef,
    rowKeys: unanswered.data?.items.map((question) => question.id) ?? [],
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
      <div ref={listRef} onFocus={rowFocus.onFocus} onBlur={rowFocus.onBlur}>
        {unanswered.isPending ? (
          <Spinner label="Loading unanswered questions…" />
        ) : unanswered.isError ? (
          <Alert>{unanswered.error.message}</Alert>
        ) : unanswered.data.items.length === 0 ? (
          <p className="text-slate-400">
            No open questions: the assistant answered everything it was asked.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-night-700">
            {unanswered.data.items.map((question) => (
              <UnansweredItem key={question.id} question={question} />
            ))}
          </ul>
        )}
      </div>
      {unanswered.data && (
        <Pager
          label="Unanswered question pages"
          page={page}
          pageSize={UNANSWERED_PAGE_SIZE}
          total={unanswered.data.total}
          onPage={setPage}
        />
      )}
    </AdminCard>
  );
}
