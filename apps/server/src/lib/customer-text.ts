import { toOneLine } from '@streamfront/contract';

/** How long a customer's line may run inside a sentence of ours before it is cut. */
const QUOTE_MAX = 120;
/** What a name looks like when it can stand in a greeting: letters, marks, spaces, `.'-`. */
const PLAIN_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]{0,59}$/u;

/**
 * A customer's text inside our words (a mail, a notice): one line, cut to length, and in
 * quotation marks, so that it never reads as the business speaking. Whoever fills in a
 * contact form may write anything as its subject, and an admin's reply mails it back from
 * the support address.
 */
export function quoted(text: string): string {
  const line = toOneLine(text);
  return `"${line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1)}…` : line}"`;
}

/**
 * The first line of a mail: the name when it reads as a name, else no name at all. A name
 * given on a public form is anyone's text; `Bob, URGENT: your account is locked, verify at
 * …` must not open a mail of ours.
 */
export function greeting(name: string | null | undefined): string {
  const line = name ? toOneLine(name) : '';
  return PLAIN_NAME.test(line) ? `Hello ${line},` : 'Hello,';
}
