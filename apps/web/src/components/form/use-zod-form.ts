import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/** The values a form holds (its inputs) and what submitting it hands on (the parsed body). */
export type ZodForm<Schema extends z.ZodType<unknown, FieldValues>> = ReturnType<
  typeof useZodForm<Schema>
>;

/**
 * A react-hook-form form checked by a contract schema, so the browser and the server apply
 * the same rules with the same messages. Checked on submit, then again on every change, so a
 * fixed field loses its message at once; the first field in error takes the focus.
 */
export function useZodForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  options: Omit<
    UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
    'resolver' | 'defaultValues'
  > & { defaultValues: DefaultValues<z.input<Schema>> },
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}
