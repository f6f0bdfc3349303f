import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('the secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and the sealed text holds nothing of it', () => {
    const sealed = box.seal('https://tv.example.com/login?resetToken=abc123');
    expect(sealed).not.toContain('abc123');
    expect(sealed).not.toContain('resetToken');
    expect(box.open(sealed)).toBe('https://tv.example.com/login?resetToken=abc123');
    // A fresh nonce each time: the same secret never seals to the same text.
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a sealed value that was changed, or sealed with another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('not sealed')).toThrow('Not a sealed value');
  });
});
