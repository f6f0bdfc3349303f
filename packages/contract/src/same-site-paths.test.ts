import { describe, expect, it } from 'vitest';
import { NotificationLinkSchema, SendNotificationBodySchema } from './notifications.ts';
import { isSameSitePath } from './routes.ts';

describe('notification links lead only to paths on this site', () => {
  const refused = [
    '//evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/packages\\..\\evil',
    '/x\u0000y',
    '/x\u007fy',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'https://evil.example/x',
    'http://evil.example',
    'data:text/html,hi',
    'evil.example',
    'packages',
    '',
  ];
  for (const link of refused) {
    it(`refuses ${JSON.stringify(link)}`, () => {
      expect(isSameSitePath(link)).toBe(false);
      const parsed = NotificationLinkSchema.safeParse(link);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/path on this site|at most/);
    });
  }

  const accepted = [
    '/',
    '/packages',
    '/admin/queries?status=new#top',
    '/a/b//c',
    '/search?q=a%2F%2Fb',
  ];
  for (const link of accepted) {
    it(`accepts ${JSON.stringify(link)}`, () => {
      expect(isSameSitePath(link)).toBe(true);
      expect(NotificationLinkSchema.parse(link)).toBe(link);
    });
  }

  it('trims surrounding spaces before checking, and refuses what the trim leaves behind', () => {
    expect(NotificationLinkSchema.parse('  /packages  ')).toBe('/packages');
    expect(NotificationLinkSchema.safeParse(' //evil.example').success).toBe(false);
  });

  it('is the rule of the send body, so the server refuses such a link with a field error', () => {
    const parsed = SendNotificationBodySchema.safeParse({
      audience: 'admins',
      type: 'info',
      title: 'Hi',
      message: 'There',
      link: '/\\evil.example',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['link']]);
  });
});
