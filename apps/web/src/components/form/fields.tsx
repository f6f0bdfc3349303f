import { useId } from 'react';
import { useFormContext, useWatch, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '@/components/ui/select-field';
import { TextAreaField, type TextAreaFieldProps } from '@/components/ui/textarea-field';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

// Fields of the form kit: each takes the `name` of a value of the surrounding form
// (<FormShell> or react-hook-form's <FormProvider>) and shows that value's message, from
// the schema or from the server, beside itself.

type Bound<Props> = Omit<
  Props,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  name: string;
  /** react-hook-form's options, e.g. `setValueAs` to turn the typed text into a number. */
  registerOptions?: RegisterOptions<FieldValues, string>;
};

/** `register` and the message of one field of the surrounding form. */
function useBoundField(name: string, options?: RegisterOptions<FieldValues, string>) {
  const { register, getFieldState, formState } = useFormContext();
  return { control: register(name, options), error: getFieldState(name, formState).error?.message };
}

export function FormTextField({ name, registerOptions, ...rest }: Bound<TextFieldProps>) {
  const { control, error } = useBoundField(name, registerOptions);
  return <TextField {...rest} {...control} error={error} />;
}

/** A blank box is "not given" (`null`); anything else a number for the schema to check. */
const asOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * A whole number (months, devices, uses, a discount): the number keypad in steps of 1, read
 * as a number for the schema; `optional`: a blank box is `null` ("no limit").
 */
export function FormWholeNumberField({
  optional = false,
  min = 1,
  ...rest
}: Omit<Bound<TextFieldProps>, 'type' | 'inputMode' | 'step' | 'registerOptions'> & {
  optional?: boolean;
}) {
  return (
    <FormTextField
      {...rest}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      registerOptions={optional ? { setValueAs: asOptionalNumber } : { valueAsNumber: true }}
    />
  );
}

export function FormTextAreaField({ name, registerOptions, ...rest }: Bound<TextAreaFieldProps>) {
  const { control, error } = useBoundField(name, registerOptions);
  return <TextAreaField {...rest} {...control} error={error} />;
}

export function FormSelectField({ name, registerOptions, ...rest }: Bound<SelectFieldProps>) {
  const { control, error } = useBoundField(name, registerOptions);
  return <SelectField {...rest} {...control} error={error} />;
}

export interface RadioCardOption {
  value: string;
  label: string;
  hint?: string;
}

/** One choice among a few, each a card with a line of explanation. */
export function FormRadioCards({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly RadioCardOption[];
}) {
  const id = useId();
  const { control, error } = useBoundField(name);
  const chosen: unknown = useWatch({ name });
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-200">{legend}</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
              chosen === option.value
                ? 'border-brand-500 bg-brand-600/10'
                : 'border-night-600 bg-night-950 hover:border-night-600/80',
            )}
          >
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="mt-1 accent-brand-500"
              {...control}
            />
            <span>
              <span className="block font-semibold">{option.label}</span>
              {option.hint && <span className="block text-sm text-slate-400">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A yes-or-no choice with a line saying what it means, read out with it. */
export function FormCheckboxField({
  name,
  label,
  hint,
}: {
  name: string;
  label: string;
  hint?: string;
}) {
  const id = useId();
  const { control, error } = useBoundField(name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 h-4 w-4 shrink-0 accent-brand-500"
        {...control}
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-100">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-400">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-400">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

export interface CheckboxGroupOption {
  value: string;
  label: string;
}

/**
 * Several choices of one list value (events, packages), optionally in sub-groups each with a
 * legend of its own. The list's message (none chosen) is read with the whole group.
 */
export function FormCheckboxGroup({
  name,
  legend,
  hint,
  groups,
}: {
  name: string;
  legend: string;
  hint?: string;
  groups: readonly { legend?: string; options: readonly CheckboxGroupOption[] }[];
}) {
  const id = useId();
  const { control, error } = useBoundField(name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const boxes = (options: readonly CheckboxGroupOption[]) => (
    <div className="mt-1.5 grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            value={option.value}
            aria-invalid={error ? true : undefined}
            className="h-4 w-4 accent-brand-500"
            {...control}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
  return (
    <fieldset aria-describedby={describedBy || undefined} className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-200">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-2 text-sm text-slate-400">
          {hint}
        </p>
      )}
      {groups.map((group, index) =>
        group.legend ? (
          <fieldset key={group.legend} className="rounded-lg border border-night-700 px-3 pb-3">
            <legend className="px-1 text-sm font-medium text-slate-300">{group.legend}</legend>
            {boxes(group.options)}
          </fieldset>
        ) : (
          <div key={`group-${index}`}>{boxes(group.options)}</div>
        ),
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
