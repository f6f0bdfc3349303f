import { isDisposableEmailDomain } from 'disposable-email-domains-js';

/** Providers that deliver `a.b@` to `ab@` (and Google's second name for Gmail). */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);
const SAME_AS: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/** Providers that deliver `name+anything@` to `name@` (sub-addressing). */
const TAGS_IGNORED = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'fastmail.com',
  'fastmail.fm',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
]);

/**
 * The mailbox an address reaches, as the trial checks compare it (decision 055): lower case,
 * and the `+tag` and dots dropped for the providers that ignore them, so `A.B+x@gmail.com`
 * and `ab@googlemail.com` are one person.
 */
export function trialEmailKey(email: string): string {
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  if (TAGS_IGNORED.has(domain)) local = local.split('+')[0]!;
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll('.', '');
  domain = SAME_AS[domain] ?? domain;
  return `${local}@${domain}`;
}

/**
 * What a closed account's trial keeps of its mailbox (decision 060): a keyed hash of the key,
 * so the address is gone from the row yet the same mailbox still finds its trial taken.
 */
export function closedTrialEmailKey(sign: (text: string) => string, emailKey: string): string {
  return `closed:${sign(`trial email ${emailKey}`)}`;
}

/**
 * Whether the address is at a throw-away mail service, by the list the
 * `disposable-email-domains-js` package keeps (updated with the dependency); a subdomain of a
 * listed domain counts too.
 */
export function isDisposableAddress(email: string): boolean {
  const labels = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (isDisposableEmailDomain(labels.slice(i).join('.'))) return true;
  }
  return false;
}
