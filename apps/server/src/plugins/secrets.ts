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
export const secretsPlugin = fp(
  async (app: FastifyInstance, { key }: { key: Buffer }) => {
    const derive = (purpose: string) =>
      Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `streamfront ${purpose}`, 32));
    const box = createSecretBox(derive('secret box'));
    const signingKey = derive('link signatures');
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
