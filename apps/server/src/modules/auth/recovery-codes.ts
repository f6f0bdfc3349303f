import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@streamfront/contract';
import { hashSecret } from '../../lib/secret-hash.ts';

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L, U/V). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789';
const GROUP = 5;

const group = () =>
  Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Ten fresh recovery codes, `ABCDE-FGHJK`: ten characters of 29 (48 bits each), enough that
 * a throttled guesser never finds one, short enough to type from paper.
 */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);

/** A code as typed, however spaced, dashed or cased, to the form it is hashed in. */
export const normaliseRecoveryCode = (typed: string) =>
  typed.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * What the database keeps of a recovery code. SHA-256 rather than a password hash: the codes
 * are random and long, so there is nothing for a slow hash to protect (lib/secret-hash.ts).
 */
export const recoveryCodeHash = (typed: string) => hashSecret(normaliseRecoveryCode(typed));
