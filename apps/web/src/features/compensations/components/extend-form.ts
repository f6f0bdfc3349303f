import { ExtendSubscriptionsBodySchema } from '@streamfront/contract';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';

export const EXTEND_UNITS = [
  { value: 'days', label: 'Days' },
  { value: 'hours', label: 'Hours' },
] as const;
const HOURS_PER = { days: 24, hours: 1 } as const;

/** What the form asks, and the contract's rules for what it sends (the key is the dialog's). */
const ExtendFieldsSchema = ExtendSubscriptionsBodySchema.omit({
  idempotencyKey: true,
  preview: true,
});

/** The contract names the time `hours`; the form asks for an amount of a unit. */
const fieldOf = (name: PropertyKey | undefined) =>
  name === 'hours' ? 'amount' : String(name ?? 'reason');

/** A `datetime-local` value (the admin's own clock) as the instant the contract takes. */
function instantOf(text: string): string {
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? text : time.toISOString();
}

/**
 * The form's inputs (the packages ticked, a local time, an amount of days or hours) turned into
 * the contract's body and checked by it, each message put beside the box it is about: none
 * ticked sends no `serviceIds` (every package), no time sends no `activeAt` (running now).
 */
export const ExtendFormSchema = z
  .object({
    serviceIds: z.array(z.string()),
    activeAt: z.string(),
    amount: z.string(),
    unit: z.enum(['days', 'hours']),
    reason: z.string(),
  })
  .transform((values, ctx) => {
    const amount = values.amount.trim() === '' ? Number.NaN : Number(values.amount);
    const parsed = ExtendFieldsSchema.safeParse({
      ...(values.serviceIds.length > 0 && { serviceIds: values.serviceIds }),
      ...(values.activeAt.trim() !== '' && { activeAt: instantOf(values.activeAt) }),
      hours: amount * HOURS_PER[values.unit],
      reason: values.reason,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [fieldOf(issue.path[0])] });
    return z.NEVER;
  });

export type ExtendFormValues = z.input<typeof ExtendFormSchema>;
export type ExtendFields = z.output<typeof ExtendFormSchema>;

export const EXTEND_FORM_DEFAULTS: ExtendFormValues = {
  serviceIds: [],
  activeAt: '',
  amount: '',
  unit: 'days',
  reason: '',
};

/** A 422 about `hours` told beside the amount, where the form asks for it. */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.errors?.hours) return error;
  const { hours, ...others } = error.errors;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    serverMessage: error.serverMessage,
    errors: { ...others, amount: hours },
    cause: error,
  });
}
