import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** One message as the mail server gets it: both parts, and its own headers. */
export interface OutgoingMail {
  to: string;
  /** The display name of the From; its address is always `MAIL_FROM`'s. */
  fromName?: string | undefined;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** The same id on every try of one message, so a mail server can tell a resend. */
  messageId?: string | undefined;
  headers?: Record<string, string> | undefined;
}

export interface Mailer {
  /** False when no `SMTP_URL` is set: features that need mail say so instead of pretending. */
  readonly configured: boolean;
  /** The address mail is sent from (`MAIL_FROM`'s). */
  readonly fromAddress: string;
  /** `PUBLIC_URL` (or where this server listens): every link in a mail starts with it. */
  readonly siteUrl: string;
  /**
   * Hands one message to the mail server: resolves with the server's answer when it took it,
   * throws with the server's words when it refused it or could not be reached (the mail job
   * retries). Never called when mail is off: messages are not queued then.
   */
  deliver(message: OutgoingMail): Promise<{ response: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

interface MailOptions {
  smtpUrl: string | undefined;
  from: string;
  siteUrl: string;
}

/** `Streamfront <desk@example.com>` → its address. */
function addressOf(from: string): string {
  const match = /<([^>]+)>\s*$/.exec(from);
  return (match ? match[1]! : from).trim();
}

/**
 * Keeps SMTP connections open between messages (nodemailer's pool, up to 5, 100 messages
 * each): a connection and TLS handshake per message made a queue of reminders crawl. An
 * operator's own `pool=` in SMTP_URL wins; nodemailer reads its options from the URL only.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/**
 * The SMTP transport (nodemailer) when `SMTP_URL` is set (DESIGN §5). What to send and when is
 * the mail module's: every message is a job there (modules/mail).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailOptions) => {
    const transport = options.smtpUrl
      ? createTransport(pooled(options.smtpUrl), { from: options.from })
      : undefined;
    if (transport) app.addHook('onClose', () => transport.close());
    const fromAddress = addressOf(options.from);

    const mailer: Mailer = {
      configured: transport !== undefined,
      fromAddress,
      siteUrl: options.siteUrl,
      async deliver(message) {
        if (!transport) throw new Error('Outgoing mail is off: SMTP_URL is not set');
        const mail: Mail.Options = {
          to: message.to,
          from: message.fromName ? { name: message.fromName, address: fromAddress } : options.from,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.messageId ? { messageId: message.messageId } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        };
        const info = (await transport.sendMail(mail)) as { response?: string };
        return { response: info.response ?? 'accepted' };
      },
    };
    app.decorate('mail', mailer);
  },
  { name: 'mail' },
);
