import { describe, expect, it } from 'vitest';
import {
  CreateFinanceEntryBodySchema,
  FinanceSummaryQuerySchema,
  UpdateFinanceEntryBodySchema,
} from './finance.ts';

describe('finance summary query', () => {
  it('defaults to days in UTC and upper-cases the currency', () => {
    expect(FinanceSummaryQuerySchema.parse({ currency: 'eur' })).toEqual({
      currency: 'EUR',
      groupBy: 'day',
      timeZone: 'UTC',
    });
  });

  it('refuses an unknown time zone, grouping or stray field with a message', () => {
    const bad = FinanceSummaryQuerySchema.safeParse({ timeZone: 'Mars/Olympus' });
    expect(bad.error?.issues[0]?.message).toBe('Unknown time zone');
    expect(FinanceSummaryQuerySchema.safeParse({ groupBy: 'week' }).success).toBe(false);
    expect(FinanceSummaryQuerySchema.safeParse({ limit: '5' }).success).toBe(false);
    expect(FinanceSummaryQuerySchema.parse({ timeZone: 'Europe/Berlin' }).timeZone).toBe(
      'Europe/Berlin',
    );
  });
});

describe('finance entries', () => {
  const entry = { kind: 'expense', date: '2026-11-02', category: 'Hosting', amount: 12_500 };

  it('takes whole positive minor units and defaults the currency', () => {
    expect(CreateFinanceEntryBodySchema.parse(entry)).toEqual({ ...entry, currency: 'USD' });
  });

  it('says what is wrong with an amount, a date or a category', () => {
    const messages = (body: object) =>
      CreateFinanceEntryBodySchema.safeParse({ ...entry, ...body }).error?.issues.map(
        (issue) => issue.message,
      );
    expect(messages({ amount: 12.5 })).toEqual(['Enter the amount in whole minor units (cents)']);
    expect(messages({ amount: 0 })).toEqual(['Amount must be more than 0']);
    expect(messages({ date: '02/11/2026' })).toEqual(['Enter a date such as 2026-11-01']);
    expect(messages({ category: '  ' })).toEqual(['Enter a category']);
    expect(messages({ total: 5 })).toHaveLength(1);
  });

  it('refuses an empty update', () => {
    expect(UpdateFinanceEntryBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Nothing to update',
    );
  });
});
