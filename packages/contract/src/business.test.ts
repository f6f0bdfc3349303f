import { describe, expect, it } from 'vitest';
import { BUSINESS_FIGURES, BUSINESS_GROUPS, BusinessQuerySchema } from './business.ts';

describe('business figures query', () => {
  it('takes months, days or instants as bounds and upper-cases the currency', () => {
    expect(
      BusinessQuerySchema.parse({ from: '2026-01', to: '2026-11-30', currency: 'eur' }),
    ).toEqual({
      from: '2026-01',
      to: '2026-11-30',
      currency: 'EUR',
    });
    expect(BusinessQuerySchema.parse({ from: '2026-01-01T00:30:00+01:00' }).from).toBe(
      '2026-01-01T00:30:00+01:00',
    );
  });

  it('refuses a month that is not one, and any other parameter', () => {
    for (const from of ['2026-13', '2026-1', 'January']) {
      expect(BusinessQuerySchema.safeParse({ from }).error?.issues[0]?.message).toBe(
        'Enter a month such as 2026-11 or a date such as 2026-11-01',
      );
    }
    expect(BusinessQuerySchema.safeParse({ groupBy: 'day' }).success).toBe(false);
    expect(BusinessQuerySchema.safeParse({ _t: '123' }).success).toBe(true);
  });

  it('puts every figure in exactly one group', () => {
    const grouped = Object.values(BUSINESS_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...BUSINESS_FIGURES].sort());
  });
});
