import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text is the message; mail clients that want HTML get the same words. */
  text: string;
}

export interface Mailer {
  /** False when no `SMTP_URL` is set: features that need mail say so instead of pretending. */
  readonly configured: boolean;
  /**
   * Sends one message. Resolves `true` when the SMTP server accepted it, `false` when mail is
   * not configured (nothing is sent, and nothing of the message is logged but its subject). A refused or failed delivery is
   * logged and resolves `false`: the caller's own change (a reply stored, a reset issued)
   * stands, and the person can ask again.
   */
  send(message: MailMessage): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

interface MailOptions {
  smtpUrl: string | undefined;
  from: string;
}

/** Outgoing mail through nodemailer when `SMTP_URL` is set (DESIGN §5), the log otherwise. */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailOptions) => {
    const transport = options.smtpUrl
      ? createTransport(options.smtpUrl, { from: options.from })
      : undefined;
    if (transport) app.addHook('onClose', () => transport.close());

    const mailer: Mailer = {
      configured: transport !== undefined,
      async send(message) {
        if (!transport) {
          // Never the text: it may hold a link that signs its reader in. The start-up notice
          // already said that mail is off.
          app.log.debug({ subject: message.subject }, 'mail not sent: SMTP_URL is not set');
          return false;
        }
        try {
          await transport.sendMail(message);
          return true;
        } catch (error) {
          // The address is the customer's; the subject says which feature failed.
          app.log.error({ err: error, subject: message.subject }, 'mail delivery failed');
          return false;
        }
      },
    };
    app.decorate('mail', mailer);
  },
  { name: 'mail' },
);
