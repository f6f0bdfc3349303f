import { describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity';

describe('describeActivity', () => {
  it('names the change and the record it touched', () => {
    expect(
      describeActivity({
        action: 'promo_code.create',
        entityType: 'promo_code',
        before: null,
        after: { code: 'WELCOME10', discountValue: 10 },
      }),
    ).toBe('Promo code created · WELCOME10');
  });

  it('reads a status change from the record as it is now', () => {
    expect(
      describeActivity({
        action: 'order.status',
        entityType: 'order',
        before: { status: 'pending' },
        after: { orderNumber: 'SF-2026-00042', status: 'paid' },
      }),
    ).toBe('Order status changed · SF-2026-00042');
  });

  it('falls back to what was deleted, and to the bare action', () => {
    expect(
      describeActivity({
        action: 'finance_entry.delete',
        entityType: 'finance_entry',
        before: { category: 'Hosting' },
        after: null,
      }),
    ).toBe('Finance entry deleted · Hosting');
    expect(
      describeActivity({
        action: 'widget.expire',
        entityType: 'widget',
        before: null,
        after: null,
      }),
    ).toBe('Widget expire');
  });
});
