import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../apps/server/src/testing/smtp-sink.ts';

function mailTo(address: string): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is set by the global setup');
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address));
}

/** The body of the newest message the test SMTP server received for `address`, once it has. */
export async function latestMailTo(address: string): Promise<string> {
  await expect.poll(() => mailTo(address).length, { timeout: 10_000 }).toBeGreaterThan(0);
  // Quoted-printable soft breaks and `=3D` undone, so links read as sent.
  return mailTo(address)
    .at(-1)!
    .raw.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

/**
 * The newest message to `address` whose text matches `pattern`, once the test SMTP server has
 * it (a customer gets several mails; a test waits for the one it is about), decoded like
 * `latestMailTo`.
 */
export async function mailToMatching(address: string, pattern: RegExp): Promise<string> {
  const decoded = () =>
    mailTo(address)
      .map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .filter((raw) => pattern.test(raw));
  await expect.poll(() => decoded().length, { timeout: 15_000 }).toBeGreaterThan(0);
  return decoded().at(-1)!;
}

/** What every verification mail holds: the site's `/verify-email` page with its token. */
const VERIFICATION_LINK = /https?:\/\/[^/\s"<>]+(\/verify-email\?token=[\w-]+)/g;

/**
 * The path (`/verify-email?token=…`) of the newest email verification link mailed to `address`,
 * once the test SMTP server has `count` of them (sign-up sends the first; each "Send the link
 * again" or email change one more). Open it with `navigate`.
 */
export async function verificationLinkFor(address: string, count = 1): Promise<string> {
  const links = () =>
    mailTo(address)
      .map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .map((raw) => [...raw.matchAll(VERIFICATION_LINK)][0]?.[1])
      .filter((path): path is string => path !== undefined);
  await expect.poll(() => links().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return links().at(-1)!;
}
