import { describe, expect, it } from 'vitest';
import { CHAT_SESSION_SECRET_MIN_LENGTH } from '@streamfront/contract';
import {
  createMessageId,
  createSessionId,
  createSessionSecret,
  getChatUserId,
} from './chat-session';

describe('chat ids (spec §3)', () => {
  it('a session id is the time plus a random string', () => {
    const id = createSessionId(1_767_225_600_000);
    expect(id).toMatch(/^session-1767225600000-[a-z0-9]{9}$/);
    expect(createSessionId(1_767_225_600_000)).not.toBe(id);
  });

  it('a session secret is 32 random bytes in base64url, as long as the contract asks', () => {
    const secret = createSessionSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(secret.length).toBeGreaterThanOrEqual(CHAT_SESSION_SECRET_MIN_LENGTH);
    expect(secret).toHaveLength(43);
    expect(new Set(Array.from({ length: 50 }, createSessionSecret)).size).toBe(50);
  });

  it('a message id comes from its timestamp and stays unique within a millisecond', () => {
    expect(createMessageId(1_700_000_000_001)).toBe('1700000000001');
    expect(createMessageId(1_700_000_000_001)).toBe('1700000000001-1');
    expect(createMessageId(1_700_000_000_002)).toBe('1700000000002');
  });

  it('the user id comes from the stored user (spec §6)', () => {
    expect(getChatUserId()).toBeNull();
    localStorage.setItem('user', '{not json');
    expect(getChatUserId()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ _id: 'abc' }));
    expect(getChatUserId()).toBe('abc');
    localStorage.setItem('user', JSON.stringify({ id: 'xyz', _id: 'abc' }));
    expect(getChatUserId()).toBe('xyz');
    localStorage.setItem('user', JSON.stringify({ id: '', _id: '' }));
    expect(getChatUserId()).toBeNull();
  });
});
