import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * OWASP's argon2id minimum (m=19 MiB, t=2, p=1), set explicitly so a library default change
 * cannot weaken it. `Algorithm` is an ambient const enum; 2 is its Argon2id member.
 */
const ARGON2ID_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown email is not told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  await verifyPassword(await dummyHash, password);
}

export const COMMON_PASSWORD = 'This password is too common. Please choose another one.';

let commonPasswords: Promise<Set<string>> | undefined;
/** zxcvbn-ts ships a list of ~49k leaked passwords; loaded on first use only. */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]) ?? []),
  );
  return (await commonPasswords).has(password.toLowerCase());
}
