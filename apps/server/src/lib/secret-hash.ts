import { createHash } from 'node:crypto';

/**
 * What the database keeps of a bearer secret (a visitor's chat secret, a reset link's token):
 * whoever reads the database or a backup cannot use it.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
