import type { Config } from './config.ts';

/** Where a person reaches the product: the public URL, else the address it listens on. */
export function siteUrl(config: Pick<Config, 'publicUrl' | 'host'>, port: number): string {
  if (config.publicUrl) return config.publicUrl;
  // Listening on every interface: this machine's own name for itself is the one that works.
  const anyInterface = ['0.0.0.0', '::', ''].includes(config.host);
  const host = anyInterface ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export interface NoticeLine {
  level: 'info' | 'warn';
  msg: string;
  fields: Record<string, string>;
}

/**
 * What the log says once the server listens, in words an operator acts on: where the product
 * is, where an admin signs in, and, on a new installation without ADMIN_PASSWORD, the
 * generated password (shown this once only).
 */
export function startupNotice(
  config: Pick<Config, 'publicUrl' | 'host' | 'version' | 'smtpUrl'>,
  port: number,
  generatedAdmin?: { email: string; password: string },
): NoticeLine[] {
  const url = siteUrl(config, port);
  const lines: NoticeLine[] = [
    {
      level: 'info',
      msg:
        `Streamfront ${config.version} is serving ${url} — ` +
        `admins sign in at ${url}/login, then work in ${url}/admin`,
      fields: {
        url,
        signIn: `${url}/login`,
        admin: `${url}/admin`,
        listening: `${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
      },
    },
  ];
  if (generatedAdmin) {
    lines.push({
      level: 'warn',
      msg:
        `An admin account was created for this new installation: sign in at ${url}/login as ` +
        `${generatedAdmin.email} with the password ${generatedAdmin.password} — ` +
        `it is shown only this once, so keep it somewhere safe`,
      fields: { email: generatedAdmin.email },
    });
  }
  if (!config.smtpUrl) {
    lines.push({
      level: 'info',
      msg:
        'Outgoing mail is off: set SMTP_URL to email customers; until then no mail is sent ' +
        '(customers see their notices in the app, and no password reset link can be sent)',
      fields: { mail: 'off' },
    });
  }
  return lines;
}
