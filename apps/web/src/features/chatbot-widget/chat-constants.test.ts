import { CHAT_MESSAGE_MAX_LENGTH, CHAT_UNAVAILABLE_PHRASES } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH, UNAVAILABLE_REPLY_PATTERN } from './chat-constants';

describe('the widget agrees with the contract', () => {
  it('on the message length', () => {
    expect(CHAT_MAX_LENGTH).toBe(CHAT_MESSAGE_MAX_LENGTH);
  });

  it('on the phrases that mean "unavailable" (spec §5)', () => {
    for (const phrase of CHAT_UNAVAILABLE_PHRASES) {
      expect(UNAVAILABLE_REPLY_PATTERN.test(phrase.toUpperCase())).toBe(true);
    }
    expect(UNAVAILABLE_REPLY_PATTERN.test('Our packages start at $9.99/month.')).toBe(false);
  });
});
