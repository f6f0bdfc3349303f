import { describe, expect, it } from 'vitest';
import {
  SignInAnswerSchema,
  TwoFactorCodeSchema,
  TwoFactorVerifyBodySchema,
} from './two-factor.ts';

describe('two-factor sign-in shapes', () => {
  it('reads a code however it was spaced, and refuses an empty or endless one', () => {
    expect(TwoFactorCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(TwoFactorCodeSchema.parse('abcde fghjk')).toBe('abcdefghjk');
    expect(TwoFactorCodeSchema.safeParse('   ').success).toBe(false);
    expect(TwoFactorCodeSchema.safeParse('1'.repeat(33)).success).toBe(false);
    expect(
      TwoFactorVerifyBodySchema.safeParse({ challenge: 'c', code: '1', extra: 1 }).success,
    ).toBe(false);
  });

  it('tells a token answer from the two steps that come before one', () => {
    const user = {
      _id: '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b',
      id: '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b',
      email: 'a@example.com',
      name: 'A',
      role: 'admin',
      photo: null,
      emailVerified: true,
    };
    expect(SignInAnswerSchema.parse({ success: true, data: { token: 't', user } })).toBeTruthy();
    for (const data of [
      { twoFactorRequired: true, challenge: 'c' },
      { twoFactorSetupRequired: true, challenge: 'c' },
    ])
      expect(SignInAnswerSchema.parse({ success: true, data })).toEqual({ success: true, data });
    expect(
      SignInAnswerSchema.safeParse({ success: true, data: { twoFactorRequired: false } }).success,
    ).toBe(false);
  });
});
