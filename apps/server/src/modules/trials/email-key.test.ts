import { describe, expect, it } from 'vitest';
import { isDisposableAddress, trialEmailKey } from './email-key.ts';

describe('trialEmailKey', () => {
  it('makes one mailbox of the spellings Gmail delivers to the same person', () => {
    const key = trialEmailKey('ab@gmail.com');
    expect(trialEmailKey('a.b+x@gmail.com')).toBe(key);
    expect(trialEmailKey('A.B@GoogleMail.com')).toBe(key);
    expect(trialEmailKey('a.b.+trial2@gmail.com')).toBe(key);
  });

  it('drops +tags where the provider ignores them, keeps dots that matter', () => {
    expect(trialEmailKey('jo.smith+tv@outlook.com')).toBe('jo.smith@outlook.com');
    expect(trialEmailKey('jo.smith@outlook.com')).not.toBe(trialEmailKey('josmith@outlook.com'));
  });

  it('leaves other domains as they are but for case, since their rules are unknown', () => {
    expect(trialEmailKey('Jo+TV@Example.COM')).toBe('jo+tv@example.com');
  });
});

describe('isDisposableAddress', () => {
  it('knows throw-away mail services and their subdomains', () => {
    expect(isDisposableAddress('x@mailinator.com')).toBe(true);
    expect(isDisposableAddress('x@eu.mailinator.com')).toBe(true);
    expect(isDisposableAddress('x@gmail.com')).toBe(false);
    expect(isDisposableAddress('x@example.com')).toBe(false);
  });
});
