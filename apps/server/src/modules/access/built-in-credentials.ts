import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: a password read off a screen and typed on a TV remote must not be misread.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;

const draw = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A login for the built-in connector: short enough to type with a remote, unique by draw. */
export function drawUsername(): string {
  return `sf${draw(DIGITS, 4)}${draw(LOWER, 4)}`;
}

/**
 * A strong password (16 characters of 56: about 93 bits), with each kind of character at
 * least once, for the players that insist on it.
 */
export function drawPassword(): string {
  const chars = [draw(LOWER, 1), draw(UPPER, 1), draw(DIGITS, 1), ...draw(ALL, 13)];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
