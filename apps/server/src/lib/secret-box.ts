import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
/** The format's version: a sealed value says which way it was sealed. */
const VERSION = 'v1';

/**
 * Seals and opens small secrets kept in the database (a reset link waiting in the mail
 * queue, a subscription's access password) with AES-256-GCM and the server's encryption key
 * (`ENCRYPTION_KEY`, or one generated into `DATA_DIR`): a stolen dump of the database reads
 * nothing, and a value changed in it fails to open instead of reading wrong.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** Whether `value` has the form of a sealed value (a placeholder, say, has not). */
export const isSealed = (value: string) => value.startsWith(`${VERSION}.`);

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('Not a sealed value');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
