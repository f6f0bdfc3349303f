import type { MailTemplate } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail.ts';
import { MAIL_TEMPLATE_DEFINITIONS, type MailContext } from './templates/index.ts';

const context = (overrides: Partial<MailContext> = {}): MailContext => ({
  site: {
    name: 'Kino Max',
    supportEmail: 'help@kino.example',
    contactPhone: '+44 20 7946 0000',
    paymentInstructions: 'Pay by bank transfer to Kino Max Ltd.',
    webPlayerUrl: 'https://watch.kino.example',
    wikiUrl: 'https://wiki.kino.example',
    brandColor: '#1d4ed8',
    linkColor: '#1d4ed8',
    logoUrl: null,
  },
  siteUrl: 'https://kino.example',
  place: { locale: 'en-US', timeZone: 'UTC' },
  unsubscribeUrl: null,
  ...overrides,
});

const order = {
  orderId: '0b9f0f39-3d7e-4a51-9b2d-2b1f6f0b3c01',
  orderNumber: 'SF-001054',
  packageName: 'Essentials',
  periodMonths: 1,
  total: 1499,
  currency: 'EUR',
};
const at = '2026-12-04T18:30:00.000Z';
const trial = {
  orderId: order.orderId,
  orderNumber: order.orderNumber,
  packageName: order.packageName,
  endsAt: at,
  price: 1499,
  currency: 'EUR',
  periodMonths: 1,
};

/** Parameters each template is tried with. */
const SAMPLES: Record<MailTemplate, Record<string, unknown>> = {
  'order-placed': { ...order, subtotal: 1999, discount: 500, promoCode: 'WELCOME5' },
  'unpaid-reminder': { ...order, paymentMethod: 'manual', cancelAt: at },
  'payment-received': { ...order, paidAt: at },
  'subscription-active': { ...order, startsAt: at, expiresAt: '2027-01-04T18:30:00.000Z' },
  'subscription-extended': {
    ...order,
    expiresAt: at,
    hours: 72,
    reason: 'The Champions League final stopped for everyone on Saturday.',
  },
  'renewal-reminder': { ...order, expiresAt: at, days: 1 },
  'subscription-ended': { ...order, expiresAt: at },
  'order-cancelled': order,
  'order-refunded': order,
  'query-reply': {
    name: 'Robin',
    subject: 'Two homes?',
    reply: 'Yes.\nUp to four screens anywhere.',
    adminName: 'Ada',
    answerPath: '/contact',
    hasAccount: false,
  },
  'password-reset': { name: 'Robin', link: 'https://kino.example/login?resetToken=abc' },
  'email-changed': { name: 'Robin', oldEmail: 'old@example.com', newEmail: 'new@example.com' },
  'verify-email': { name: 'Robin', link: 'https://kino.example/verify-email?token=abc' },
  'vod-request-outcome': { title: 'Arrival', outcome: 'added', note: 'Find it under Sci-fi.' },
  'content-report-outcome': { subject: 'Kino Max HD', outcome: 'resolved', note: null },
  'trial-ending': trial,
  'trial-ended': { ...trial, periodMonths: 3 },
  'data-export-ready': {
    name: 'Robin',
    exportId: '7c1e0b1a-4f0e-4d8e-9a51-3f2a1b0c9d10',
    expiresAt: at,
  },
  test: { adminName: 'Ada' },
};

/** What a person reads in the HTML part: tags gone, entities undone, spaces folded. */
const readable = (html: string) =>
  html
    .replace(/<head[\s\S]*?<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|\s+/g, ' ');

describe('every template', () => {
  it.each(Object.keys(SAMPLES) as MailTemplate[])(
    '%s: the text part says what the HTML part says, from one template',
    async (template) => {
      const mail = await renderMail(template, SAMPLES[template], context());
      expect(mail.subject.length).toBeGreaterThan(3);
      expect(mail.html).toContain(`<title>${mail.subject.replace(/"/g, '&quot;')}</title>`);
      const html = readable(mail.html);
      const lines = mail.text
        .split('\n')
        .map((line) =>
          line
            .replace(/https?:\/\/\S+/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        )
        .filter((line) => line.length > 0 && !/^-+$/.test(line));
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) expect(html).toContain(line);
      // Service mail carries no unsubscribe link; the site's contact details close every one.
      expect(mail.text).toContain('help@kino.example');
      expect(mail.text).not.toContain('Unsubscribe');
    },
  );

  it('puts the unsubscribe link in the footer of mail a reader may turn off', async () => {
    const unsubscribeUrl = 'https://kino.example/api/email/unsubscribe?token=abc';
    expect(MAIL_TEMPLATE_DEFINITIONS['renewal-reminder'].topic).toBe('reminders');
    const mail = await renderMail(
      'renewal-reminder',
      SAMPLES['renewal-reminder'],
      context({ unsubscribeUrl }),
    );
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.text).toContain(unsubscribeUrl);
  });

  it('writes dates and money as the reader reads them', async () => {
    const german = await renderMail(
      'payment-received',
      SAMPLES['payment-received'],
      context({ place: { locale: 'de-DE', timeZone: 'Asia/Tokyo' } }),
    );
    // 18:30 UTC on Dec 4 is already Dec 5 in Tokyo.
    expect(german.text).toContain('05.12.2026');
    expect(german.text).toMatch(/14,99\s€/);
  });

  it('reminds of an unpaid order with its reference, what to pay and when it is cancelled', async () => {
    const manual = await renderMail('unpaid-reminder', SAMPLES['unpaid-reminder'], context());
    expect(manual.subject).toBe('Order SF-001054 is waiting for your payment');
    expect(manual.text).toContain('Payment reference: SF-001054');
    expect(manual.text).toContain('Quote SF-001054 with your payment');
    expect(manual.text).toContain('Pay by bank transfer to Kino Max Ltd.');
    expect(manual.text).toContain('Cancelled if unpaid on: Dec 4, 2026');
    const card = await renderMail(
      'unpaid-reminder',
      { ...SAMPLES['unpaid-reminder'], paymentMethod: 'card' },
      context(),
    );
    expect(card.text).toContain('pay by card');
    expect(card.text).not.toContain('Quote SF-001054');
  });

  it('refuses parameters that do not fit the template', async () => {
    await expect(renderMail('order-placed', { orderNumber: 1 }, context())).rejects.toThrow();
  });
});
