import {
  CHAT_PLACEHOLDERS,
  ChatIntentCreateBodySchema,
  type ChatIntent,
} from '@streamfront/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useCreateOrUpdate } from '@/components/form/use-create-or-update';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { useCreateIntent } from '../api/create-intent';
import { useUpdateIntent } from '../api/update-intent';
import { linesOf } from '../format';

/** The contract's placeholders, so a new one shows here without a second list. */
export const PLACEHOLDER_HINT = `Live values: ${CHAT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}.`;

/**
 * The form's inputs (example sentences one per line, answers one box each, blank boxes left
 * out) turned into the contract's body and checked by it: the server's rules and words.
 */
const IntentFormSchema = z
  .object({
    name: z.string(),
    utterances: z.string().transform(linesOf),
    answers: z
      .array(z.string())
      .transform((answers) => answers.map((answer) => answer.trim()).filter(Boolean)),
    enabled: z.boolean(),
  })
  // The contract schema takes the values as they are and checks them once more, its way.
  .transform((values): unknown => values)
  .pipe(ChatIntentCreateBodySchema);

/** The answer boxes: one each, "Remove" beside all but a lone one, and "Add another answer". */
function AnswerFields() {
  const { control, setValue, getValues, formState } =
    useFormContext<z.input<typeof IntentFormSchema>>();
  const answers = useWatch({ control, name: 'answers' });
  // A message about the answers as a whole ("Add at least one answer"), not about one box.
  const listError = formState.errors.answers?.message ?? formState.errors.answers?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-200">
        Answers (one is picked in turn)
      </legend>
      {answers.map((_, index) => (
        <div key={index} className="flex items-start gap-2">
          <FormTextAreaField
            name={`answers.${index}`}
            label={`Answer ${index + 1}`}
            rows={3}
            className="flex-1"
            hint={index === 0 ? PLACEHOLDER_HINT : undefined}
          />
          {answers.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-7"
              aria-label={`Remove answer ${index + 1}`}
              onClick={() =>
                setValue(
                  'answers',
                  getValues('answers').filter((__, i) => i !== index),
                )
              }
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {listError && <p className="text-sm text-red-400">{listError}</p>}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setValue('answers', [...getValues('answers'), ''])}
        >
          Add another answer
        </Button>
      </div>
    </fieldset>
  );
}

/** The example sentences, counted as they are typed. */
function UtterancesField() {
  const text = useWatch<z.input<typeof IntentFormSchema>, 'utterances'>({ name: 'utterances' });
  return (
    <FormTextAreaField
      name="utterances"
      label="Example sentences (one per line)"
      rows={6}
      hint={`${linesOf(text).length} sentences`}
    />
  );
}

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
  const form = useZodForm(IntentFormSchema, {
    defaultValues: {
      name: intent?.name ?? '',
      utterances: intent?.utterances.join('\n') ?? '',
      answers: intent?.answers ?? [''],
      enabled: intent?.enabled ?? true,
    },
  });
  const mutation = useCreateOrUpdate({
    id: intent?.id,
    create: useCreateIntent(),
    update: useUpdateIntent(),
    onSaved,
  });
  const submission = useFormSubmission(form, mutation);
  return (
    <FormShell
      form={form}
      submission={submission}
      label={intent ? `Edit intent ${intent.name}` : 'New intent'}
      submitLabel={intent ? 'Save intent' : 'Create intent'}
    >
      <FormTextField
        name="name"
        label="Name"
        hint="Letters, digits, _ and - (for example payment_methods)."
        maxLength={60}
      />
      <UtterancesField />
      <AnswerFields />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('enabled')} className="h-4 w-4 accent-brand-500" />
        Enabled (answered by the assistant)
      </label>
    </FormShell>
  );
}
