import { describe, expect, it } from 'vitest';
import { HeroUpdateBodySchema } from './hero.ts';
import { isHttpsUrl } from './routes.ts';
import { SiteSettingsBodySchema } from './site.ts';

const settings = {
  siteName: 'Streamfront',
  supportEmail: '',
  contactPhone: '+44 20 7946 0000',
  paymentInstructions: 'Pay by bank transfer.',
  wikiUrl: 'https://en.wikipedia.org/wiki/Streaming_television',
  webPlayerUrl: 'https://play.streamfront.tv',
  socialLinks: { facebook: 'https://facebook.com/streamfront' },
};

function fieldsInError(body: unknown) {
  const result = SiteSettingsBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('https links', () => {
  it.each([
    'https://example.com',
    'https://play.streamfront.tv/login?next=/home#top',
    'https://localhost:8443/x',
  ])('takes %s', (url) => expect(isHttpsUrl(url)).toBe(true));

  it.each([
    'http://example.com',
    'javascript:alert(1)',
    'https://user:pass@example.com',
    'https://evil.example\\@good.example',
    'https:/example.com',
    'https://exa mple.com',
    '//example.com',
    'ftp://example.com',
  ])('refuses %s', (url) => expect(isHttpsUrl(url)).toBe(false));
});

describe('site settings body', () => {
  it('takes the settings, filling in the networks left out', () => {
    const parsed = SiteSettingsBodySchema.parse(settings);
    expect(parsed.socialLinks).toEqual({
      facebook: 'https://facebook.com/streamfront',
      instagram: '',
      x: '',
      youtube: '',
      tiktok: '',
    });
  });

  it('names each field in error', () => {
    expect(
      fieldsInError({
        ...settings,
        siteName: ' ',
        supportEmail: 'not-an-email',
        contactPhone: 'call me',
        wikiUrl: 'http://en.wikipedia.org',
        socialLinks: { x: 'javascript:alert(1)' },
      }),
    ).toEqual(['siteName', 'supportEmail', 'contactPhone', 'wikiUrl', 'socialLinks.x']);
  });

  it('takes lenient phone numbers but bounds them', () => {
    for (const phone of ['', '020 7946 0000', '+1 (555) 010-9999', '+33.1.23.45.67.89']) {
      expect(fieldsInError({ ...settings, contactPhone: phone })).toEqual([]);
    }
    for (const phone of ['123', '+1 555 010 9999 9999 99', '555-CALL-NOW', '-5550100']) {
      expect(fieldsInError({ ...settings, contactPhone: phone })).toEqual(['contactPhone']);
    }
  });

  it('keeps the unpaid-order reminder and cancellation in range, the reminder first', () => {
    expect(SiteSettingsBodySchema.parse(settings)).toMatchObject({
      unpaidReminderHours: 24,
      unpaidCancelDays: 7,
    });
    const messages = (patch: Record<string, unknown>) => {
      const result = SiteSettingsBodySchema.safeParse({ ...settings, ...patch });
      return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(messages({ unpaidReminderHours: 720, unpaidCancelDays: 90 })).toEqual([]);
    expect(messages({ unpaidReminderHours: 0, unpaidCancelDays: 91 })).toEqual([
      ['unpaidReminderHours', 'Remind after at least 1 hour'],
      ['unpaidCancelDays', 'Cancel after at most 90 days'],
    ]);
    expect(messages({ unpaidReminderHours: 1.5 })).toEqual([
      ['unpaidReminderHours', 'Enter whole hours'],
    ]);
    expect(messages({ unpaidReminderHours: 48, unpaidCancelDays: 2 })).toEqual([
      ['unpaidReminderHours', 'The reminder must come before the order is cancelled'],
    ]);
  });

  it('takes the seller of invoices, with a tax rate of 0 to 100 % in hundredths', () => {
    expect(SiteSettingsBodySchema.parse(settings)).toMatchObject({
      legalName: '',
      legalAddress: '',
      taxNumber: '',
      taxRatePercent: 0,
    });
    const seller = {
      legalName: ' Streamfront\nMedia Ltd ',
      legalAddress: '1 Market Street\nLondon',
      taxNumber: 'GB123456789',
    };
    expect(SiteSettingsBodySchema.parse({ ...settings, ...seller })).toMatchObject({
      legalName: 'Streamfront Media Ltd',
      legalAddress: '1 Market Street\nLondon',
    });
    for (const taxRatePercent of [0, 7.25, 20, 100]) {
      expect(fieldsInError({ ...settings, taxRatePercent })).toEqual([]);
    }
    for (const taxRatePercent of [-1, 7.255, 101, '20']) {
      expect(fieldsInError({ ...settings, taxRatePercent })).toEqual(['taxRatePercent']);
    }
  });

  it('refuses unknown fields and networks', () => {
    expect(fieldsInError({ ...settings, theme: 'dark' })).toEqual(['']);
    expect(fieldsInError({ ...settings, socialLinks: { myspace: 'https://myspace.com' } })).toEqual(
      ['socialLinks'],
    );
  });
});

describe('hero body', () => {
  const hero = { title: 'Live sport', subtitle: '', ctaLabel: 'Go', ctaHref: '/packages' };
  it('takes a path on this site or an https address as the button link', () => {
    expect(HeroUpdateBodySchema.safeParse(hero).success).toBe(true);
    expect(
      HeroUpdateBodySchema.safeParse({ ...hero, ctaHref: 'https://play.streamfront.tv' }).success,
    ).toBe(true);
    for (const ctaHref of ['//evil.example', 'javascript:alert(1)', 'http://x.example', '']) {
      expect(HeroUpdateBodySchema.safeParse({ ...hero, ctaHref }).success).toBe(false);
    }
  });
});
