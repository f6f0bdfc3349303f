import { describe, expect, it } from 'vitest';
import {
  describeAction,
  fieldChanges,
  formatValue,
  recordLink,
  typeOption,
} from './describe-audit-entry';

const entry = (action: string, entityType: string, entityLabel: string | null) => ({
  action,
  entityType,
  entityLabel,
  entityId: '5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
});

describe('an audit entry in words', () => {
  it('says what happened to which record', () => {
    expect(describeAction(entry('order.status', 'order', 'SF-2026-00042'))).toBe(
      'Changed order SF-2026-00042 status',
    );
    expect(describeAction(entry('promo_code.create', 'promo_code', 'WELCOME10'))).toBe(
      'Created promo code WELCOME10',
    );
    expect(describeAction(entry('service.delete', 'service', 'Sports Max'))).toBe(
      'Deleted package Sports Max',
    );
    expect(describeAction(entry('event.image', 'event', 'Monaco Grand Prix'))).toBe(
      'Changed event Monaco Grand Prix image',
    );
    expect(typeOption('event')).toEqual({ value: 'event', label: 'Events' });
    // A person's own account: the audit log names it by its email.
    expect(describeAction(entry('user.email', 'user', 'sam@example.com'))).toBe(
      'Changed account sam@example.com email',
    );
    expect(describeAction(entry('user.password', 'user', 'sam@example.com'))).toBe(
      'Changed account sam@example.com password',
    );
    expect(describeAction(entry('user.two_factor_on', 'user', 'sam@example.com'))).toBe(
      'Turned on two-factor sign-in for account sam@example.com',
    );
    expect(typeOption('user')).toEqual({ value: 'user', label: 'Accounts' });
    // A verb or type nobody described yet still reads as words, never as a key.
    expect(describeAction(entry('gift_card.mark_used', 'gift_card', null))).toBe(
      'Mark used gift card',
    );
    expect(describeAction(entry('vod_request.status', 'vod_request', 'Dune'))).toBe(
      'Changed VOD request Dune status',
    );
    expect(describeAction(entry('query.reply', 'query', 'Two homes?'))).toBe(
      'Replied to query Two homes?',
    );
    expect(describeAction(entry('query.add_note', 'query', 'Two homes?'))).toBe(
      'Added a note to query Two homes?',
    );
    expect(typeOption('query')).toEqual({ value: 'query', label: 'Queries' });
    expect(describeAction(entry('faq_item.move', 'faq_item', 'What is Streamfront?'))).toBe(
      'Move FAQ entry What is Streamfront?',
    );
    expect(describeAction(entry('site_settings.update', 'site_settings', null))).toBe(
      'Changed site settings',
    );
    expect(describeAction(entry('favicon.upload', 'favicon', null))).toBe('Upload favicon');
    expect(typeOption('hero_section')).toEqual({ value: 'hero_section', label: 'Hero section' });
    expect(typeOption('promo_code')).toEqual({ value: 'promo_code', label: 'Promo codes' });
    expect(typeOption('content_report')).toEqual({
      value: 'content_report',
      label: 'Content reports',
    });
    expect(typeOption('gift_card')).toEqual({ value: 'gift_card', label: 'Gift card' });
  });

  it('shows money as money, times as dates, flags as yes or no and statuses as words', () => {
    expect(formatValue('total', 1999, { currency: 'USD' })).toBe('$19.99');
    expect(formatValue('discountValue', 500, { discountType: 'fixed' })).toBe('$5.00');
    expect(formatValue('discountValue', 15, { discountType: 'percent' })).toBe('15%');
    expect(formatValue('active', false, {})).toBe('No');
    expect(formatValue('status', 'paid', {})).toBe('Paid');
    expect(formatValue('code', 'welcome', {})).toBe('welcome');
    expect(formatValue('note', null, {})).toBe('—');
    expect(formatValue('serviceIds', [], {})).toBe('All packages');
    expect(formatValue('expiresAt', '2026-12-01T10:00:00.000Z', {})).toMatch(/Dec 1, 2026/);
  });

  it('lists before → after for each field that differs, labelled as a form labels it', () => {
    expect(
      fieldChanges({
        before: { status: 'paid', startsAt: null, orderNumber: 'SF-1' },
        after: { status: 'active', startsAt: '2026-12-01T10:00:00.000Z', orderNumber: 'SF-1' },
      }),
    ).toEqual([
      { key: 'status', label: 'Status', before: 'Paid', after: 'Active' },
      expect.objectContaining({
        label: 'Starts',
        before: '—',
        after: expect.stringMatching(/2026/),
      }),
    ]);
    // A code made whole: its empty fields say nothing; the discount knows its type.
    expect(
      fieldChanges({
        before: null,
        after: { code: 'SPRING', discountType: 'fixed', discountValue: 250, maxUses: null },
      }).map((change) => [change.label, change.before, change.after]),
    ).toEqual([
      ['Code', '—', 'SPRING'],
      ['Discount type', '—', 'Fixed'],
      ['Discount', '—', '$2.50'],
    ]);
  });

  it('links to the record where a page shows it', () => {
    expect(recordLink(entry('order.status', 'order', 'SF-1'))).toBe(
      '/admin/orders?order=5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
    );
    expect(recordLink(entry('promo_code.update', 'promo_code', 'SPRING 10'))).toBe(
      '/admin/promo-codes?q=SPRING%2010',
    );
    expect(recordLink(entry('promo_code.delete', 'promo_code', 'SPRING'))).toBeNull();
    expect(recordLink(entry('query.reply', 'query', 'Two homes?'))).toBe(
      '/admin/queries?query=5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
    );
    expect(recordLink(entry('vod_request.status', 'vod_request', 'Dune'))).toBe(
      '/admin/vod-requests?request=5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
    );
    expect(recordLink(entry('content_report.status', 'content_report', 'Sports 1'))).toBe(
      '/admin/report-content?report=5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
    );
    expect(recordLink(entry('widget.update', 'widget', 'W'))).toBeNull();
  });
});
