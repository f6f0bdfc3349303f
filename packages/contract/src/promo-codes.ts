import { z } from 'zod';
import { IsoDateSchema, RecordIdsSchema, listSchema, okSchema } from './common.ts';
import { adminListQuerySchema } from './list.ts';

export const DiscountTypeSchema = z.enum(['percent', 'fixed'], 'Discount must be percent or fixed');
export type DiscountType = z.infer<typeof DiscountTypeSchema>;

export const PromoCodeSchema = RecordIdsSchema.extend({
  code: z.string(),
  discountType: DiscountTypeSchema,
  /** Percent (1–100) or integer minor units off. */
  discountValue: z.number().int(),
  /** The currency of a fixed amount off: it applies only to packages priced in it. Null for percent. */
  currency: z.string().nullable(),
  validFrom: IsoDateSchema.nullable(),
  validUntil: IsoDateSchema.nullable(),
  /** Null: no limit. */
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  /** Empty: every package. */
  serviceIds: z.array(z.uuid()),
  active: z.boolean(),
  uses: z.number().int(),
  /** Sum of the totals of paid, active and expired orders placed with it (minor units). */
  revenue: z.number().int(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

const CodeSchema = z
  .string('Code is required')
  .trim()
  .min(3, 'Code must be at least 3 characters')
  .max(40, 'Code must be at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Code may use letters, digits, - and _ only');

const PromoFields = {
  code: CodeSchema,
  discountType: DiscountTypeSchema,
  discountValue: z
    .number('Discount must be a number')
    .int('Discount must be a whole number')
    .min(1, 'Discount must be at least 1')
    .max(100_000_000),
  currency: z
    .string('Currency must be a three-letter ISO code')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code')
    .nullable(),
  validFrom: IsoDateSchema.nullable(),
  validUntil: IsoDateSchema.nullable(),
  maxUses: z.number().int().min(1, 'Maximum uses must be at least 1').nullable(),
  maxUsesPerCustomer: z.number().int().min(1, 'Uses per customer must be at least 1').nullable(),
  serviceIds: z.array(z.uuid('Package id must be a UUID')).max(100),
  active: z.boolean(),
};

type PromoShape = {
  discountType?: DiscountType | undefined;
  discountValue?: number | undefined;
  currency?: string | null | undefined;
  validFrom?: string | null | undefined;
  validUntil?: string | null | undefined;
};

/** The rules that tie two fields together; the server re-runs them on the merged record. */
export function promoCodeIssues(body: PromoShape): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (body.discountType === 'percent' && (body.discountValue ?? 0) > 100) {
    issues.discountValue = ['A percent discount is at most 100'];
  }
  // ¥500 is not $5: an amount off means something only in the currency it was set in.
  if (body.discountType === 'fixed' && !body.currency) {
    issues.currency = ['Choose the currency of the amount off'];
  }
  if (
    body.validFrom &&
    body.validUntil &&
    Date.parse(body.validUntil) <= Date.parse(body.validFrom)
  ) {
    issues.validUntil = ['Valid until must be after valid from'];
  }
  return issues;
}

function refinePromo(body: PromoShape, ctx: z.RefinementCtx) {
  for (const [path, messages] of Object.entries(promoCodeIssues(body))) {
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

export const PromoCodeCreateBodySchema = z
  .object({
    ...PromoFields,
    currency: PromoFields.currency.default(null),
    validFrom: PromoFields.validFrom.default(null),
    validUntil: PromoFields.validUntil.default(null),
    maxUses: PromoFields.maxUses.default(null),
    maxUsesPerCustomer: PromoFields.maxUsesPerCustomer.default(1),
    serviceIds: PromoFields.serviceIds.default([]),
    active: PromoFields.active.default(true),
  })
  .strict()
  .superRefine(refinePromo);
export type PromoCodeCreateBody = z.infer<typeof PromoCodeCreateBodySchema>;

export const PromoCodeUpdateBodySchema = z
  .object(PromoFields)
  .partial()
  .strict()
  .superRefine(refinePromo)
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type PromoCodeUpdateBody = z.infer<typeof PromoCodeUpdateBodySchema>;

export const PROMO_CODE_SORT_KEYS = ['createdAt', 'code', 'uses', 'validUntil'] as const;

export const PromoCodeListQuerySchema = adminListQuerySchema(PROMO_CODE_SORT_KEYS, '-createdAt', {
  active: z.enum(['true', 'false'], 'Active must be true or false').optional(),
});
export type PromoCodeListQuery = z.infer<typeof PromoCodeListQuerySchema>;

export const PromoCodeAnswerSchema = okSchema(PromoCodeSchema);
export const PromoCodeListAnswerSchema = listSchema(PromoCodeSchema);
export type PromoCodeListAnswer = z.infer<typeof PromoCodeListAnswerSchema>;

// ---- Checking a code ----------------------------------------------------------------

export const PROMO_REFUSALS = [
  'unknown',
  'expired',
  'not_yet_valid',
  'used_up',
  'not_for_this_package',
  'already_used',
  'wrong_currency',
] as const;
export const PromoRefusalSchema = z.enum(PROMO_REFUSALS);
export type PromoRefusal = z.infer<typeof PromoRefusalSchema>;

/** What the customer reads for each refusal, at checkout and in a 422 alike. */
export const PROMO_REFUSAL_MESSAGES: Record<PromoRefusal, string> = {
  unknown: 'This promo code does not exist',
  expired: 'This promo code has expired',
  not_yet_valid: 'This promo code is not valid yet',
  used_up: 'This promo code has been used up',
  not_for_this_package: 'This promo code does not apply to this package',
  already_used: 'You have already used this promo code',
  wrong_currency: 'This promo code applies only to packages priced in another currency',
};

/**
 * What the customer reads for a refusal; a code for another currency names it, so the
 * customer knows which packages it is for.
 */
export function promoRefusalMessage(reason: PromoRefusal, codeCurrency?: string | null): string {
  if (reason === 'wrong_currency' && codeCurrency)
    return `This promo code applies only to packages priced in ${codeCurrency}`;
  return PROMO_REFUSAL_MESSAGES[reason];
}

/** Checks per address: typed as the customer types, yet too few to guess codes in bulk. */
export const PROMO_CHECK_RATE_LIMIT = { max: 60, windowMinutes: 1 } as const;

export const ValidatePromoCodeBodySchema = z
  .object({
    code: z.string('Enter a promo code').trim().min(1, 'Enter a promo code').max(40),
    serviceId: z.uuid('Choose a package'),
  })
  .strict();
export type ValidatePromoCodeBody = z.infer<typeof ValidatePromoCodeBodySchema>;

export const PromoCheckSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    discountType: DiscountTypeSchema,
    discountValue: z.number().int(),
    subtotal: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
    currency: z.string(),
  }),
  z.object({ valid: z.literal(false), reason: PromoRefusalSchema, message: z.string() }),
]);
export type PromoCheck = z.infer<typeof PromoCheckSchema>;

/** `POST /api/promo-codes/validate`: 200 either way; `valid` says which. */
export const PromoCheckAnswerSchema = okSchema(PromoCheckSchema);
export type PromoCheckAnswer = z.infer<typeof PromoCheckAnswerSchema>;

/** Integer minor units off `subtotal`: never more than the subtotal, percent rounded half up. */
export function discountFor(subtotal: number, type: DiscountType, value: number): number {
  const off = type === 'percent' ? Math.round((subtotal * value) / 100) : value;
  return Math.max(0, Math.min(subtotal, off));
}
