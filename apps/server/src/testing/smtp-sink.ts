import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent: headers, a blank line, the body. */
  raw: string;
  /** The decoded subject, as a mail program shows it. */
  subject: string;
  /** The decoded plain-text part, as a mail program shows it. */
  text: string;
  /** The decoded HTML part, when there is one. */
  html: string | undefined;
  /** Every header as a mail program reads it, names lower-cased. */
  headers: Map<string, unknown>;
}

/** The subject of the verification link every sign-up and email change sends (modules/auth). */
export const VERIFICATION_SUBJECT = 'Verify your email address';

/**
 * Whether a mail is anything but a verification link: tests of other mail read a customer's
 * inbox without the one every new account gets.
 */
export const notVerification = (mail: ReceivedMail) => mail.subject !== VERIFICATION_SUBJECT;

/**
 * The token of the newest verification link mailed to `email` (what `POST /api/auth/verify-email`
 * takes), once `received` holds `count` of them: sign-up sends the first, each resend or email
 * change one more. Waits up to 10 s; plain polling, so browser tests' set-up may use it too.
 */
export async function verificationTokenFor(
  received: readonly ReceivedMail[],
  email: string,
  count = 1,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = received.filter((mail) => mail.to.includes(email) && !notVerification(mail));
    if (mails.length >= count) {
      const token = /\/verify-email\?token=([\w-]+)/.exec(mails.at(-1)!.text)?.[1];
      if (!token) throw new Error(`no verification link in: ${mails.at(-1)!.text}`);
      return token;
    }
    if (Date.now() > deadline)
      throw new Error(`${mails.length} of ${count} verification mails to ${email} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A real SMTP server on loopback that keeps what it receives, so tests send mail the way
 * production does (DESIGN §5: no stubbed transport). `url` is what SMTP_URL would be.
 */
export async function startSmtpSink(
  options: {
    onMail?(mail: ReceivedMail): void;
    /** Takes each message in and never answers: a server that hangs mid-delivery. */
    hang?: boolean;
  } = {},
) {
  let hanging = 0;
  const received: ReceivedMail[] = [];
  let refusals: { code: number; message: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.hang) {
          hanging += 1;
          return;
        }
        const refusal = refusals.shift();
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const mail: ReceivedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: raw.toString('utf8'),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html === false ? undefined : parsed.html,
              headers: parsed.headers,
            };
            received.push(mail);
            options.onMail?.(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages a hanging sink has taken in and left unanswered. */
    hanging: () => hanging,
    /**
     * The next `count` messages are refused: with a 550 as a mailbox that does not exist
     * would be (final), or a 451 as a busy server would be (try later).
     */
    refuse(count = 1, code: 550 | 451 = 550) {
      const message = code === 550 ? 'Mailbox unavailable' : 'Try again later';
      refusals = Array.from({ length: count }, () => ({ code, message }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
