import { describe, expect, it } from 'vitest';
import { ExtendSubscriptionBodySchema, RenewalListQuerySchema } from './renewals.ts';

describe('RenewalListQuerySchema', () => {
  it('looks 30 days ahead unless told 7, sorted by the soonest end', () => {
    expect(RenewalListQuerySchema.parse({})).toMatchObject({
      within: '30',
      sort: 'expiresAt',
      page: 1,
    });
    expect(RenewalListQuerySchema.parse({ within: '7' }).within).toBe('7');
    expect(RenewalListQuerySchema.safeParse({ within: '14' }).success).toBe(false);
    expect(RenewalListQuerySchema.safeParse({ status: 'active' }).success).toBe(false);
  });
});

describe('ExtendSubscriptionBodySchema', () => {
  it('takes 1 to 36 whole months, and no body as the package’s period', () => {
    expect(ExtendSubscriptionBodySchema.parse(undefined)).toEqual({});
    expect(ExtendSubscriptionBodySchema.parse(null)).toEqual({});
    expect(ExtendSubscriptionBodySchema.parse({ months: 36 })).toEqual({ months: 36 });
    for (const months of [0, 37, 2.5, '3']) {
      const result = ExtendSubscriptionBodySchema.safeParse({ months });
      expect(result.success, String(months)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Months must be a whole number from 1 to 36');
    }
    expect(ExtendSubscriptionBodySchema.safeParse({ months: 2, price: 0 }).success).toBe(false);
  });
});
