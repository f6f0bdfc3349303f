import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSecretBox, type SecretBox } from '../lib/secret-box.ts';

export interface Secrets extends SecretBox {
  /** A signature of `text` that only this deployment can make (links that work signed out). */
  sign(text: string): string;
  verify(text: string, signature: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    secrets: Secrets;
  }
}

/**
 * The server's encryption key at work (`ENCRYPTION_KEY` or `DATA_DIR/encryption-key`):
 * sealing secrets kept in the database, and signing links. Each use has a key of its own,
 * derived with HKDF, so a signature can never be read as a sealed value or the other way.
 */
const derive = (key: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `streamfront ${purpose}`, 32));

/** The box that seals the database's secrets under the server's encryption key. */
export const secretBoxFor = (key: Buffer): SecretBox => createSecretBox(derive(key, 'secret box'));

export const secretsPlugin = fp(
  async (app: FastifyInstance, { key }: { key: Buffer }) => {
    const box = secretBoxFor(key);
    const signingKey = derive(key, 'link signatures');
    const sign = (text: string) =>
      createHmac('sha256', signingKey).update(text).digest('base64url');
    app.decorate('secrets', {
      ...box,
      sign,
      verify(text, signature) {
        const expected = Buffer.from(sign(text));
        const given = Buffer.from(signature);
        return given.length === expected.length && timingSafeEqual(given, expected);
      },
    } satisfies Secrets);
  },
  { name: 'secrets' },
);
