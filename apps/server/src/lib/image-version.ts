import { createHash } from 'node:crypto';

/** Version of a stored image: short content hash, so a new image gets a new URL. */
export function imageVersion(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}
