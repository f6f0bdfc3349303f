import { describe, expect, it } from 'vitest';
import {
  PROMO_REFUSALS,
  PROMO_REFUSAL_MESSAGES,
  PromoCheckSchema,
  PromoCodeCreateBodySchema,
  PromoCodeUpdateBodySchema,
  discountFor,
} from './promo-codes.ts';

describe('discountFor', () => {
  it('rounds a percent to whole minor units and never goes below zero', () => {
    expect(discountFor(999, 'percent', 10)).toBe(100);
    expect(discountFor(2500, 'percent', 100)).toBe(2500);
    expect(discountFor(2500, 'fixed', 500)).toBe(500);
    expect(discountFor(2500, 'fixed', 9000)).toBe(2500);
  });
});

describe('PromoCodeCreateBodySchema', () => {
  it('fills in the defaults: no dates, no overall limit, once per customer, every package, on', () => {
    expect(
      PromoCodeCreateBodySchema.parse({
        code: 'Spring',
        discountType: 'fixed',
        discountValue: 500,
        currency: 'EUR',
      }),
    ).toEqual({
      code: 'Spring',
      discountType: 'fixed',
      discountValue: 500,
      currency: 'EUR',
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
      serviceIds: [],
      active: true,
    });
  });

  it('ties the fields together: percent at most 100, until after from', () => {
    const result = PromoCodeCreateBodySchema.safeParse({
      code: 'Spring',
      discountType: 'percent',
      discountValue: 101,
      validFrom: '2026-12-01T00:00:00Z',
      validUntil: '2026-11-01T00:00:00Z',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'discountValue',
      'validUntil',
    ]);
  });

  it('refuses codes with spaces or symbols, and unknown fields', () => {
    const base = { discountType: 'fixed', discountValue: 1 };
    expect(PromoCodeCreateBodySchema.safeParse({ ...base, code: 'two words' }).success).toBe(false);
    expect(PromoCodeCreateBodySchema.safeParse({ ...base, code: '=cmd' }).success).toBe(false);
    expect(PromoCodeCreateBodySchema.safeParse({ ...base, code: 'OK', uses: 5 }).success).toBe(
      false,
    );
  });
});

describe('PromoCodeUpdateBodySchema', () => {
  it('takes any subset without filling defaults, but not an empty body', () => {
    expect(PromoCodeUpdateBodySchema.parse({ active: false })).toEqual({ active: false });
    expect(PromoCodeUpdateBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('PromoCheckSchema', () => {
  it('gives a message for every refusal reason', () => {
    for (const reason of PROMO_REFUSALS) {
      const check = { valid: false, reason, message: PROMO_REFUSAL_MESSAGES[reason] };
      expect(PromoCheckSchema.parse(check)).toEqual(check);
      expect(PROMO_REFUSAL_MESSAGES[reason].length).toBeGreaterThan(10);
    }
  });
});
