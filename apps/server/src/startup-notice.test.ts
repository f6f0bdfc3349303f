import { describe, expect, it } from 'vitest';
import { siteUrl, startupNotice } from './startup-notice.ts';

describe('the start-up notice', () => {
  it('names the address a browser on this machine reaches', () => {
    const at = (host: string, publicUrl?: string) => siteUrl({ host, publicUrl }, 3000);
    expect(at('0.0.0.0')).toBe('http://localhost:3000');
    expect(at('::')).toBe('http://localhost:3000');
    expect(at('127.0.0.1')).toBe('http://127.0.0.1:3000');
    expect(at('::1')).toBe('http://[::1]:3000');
    expect(at('0.0.0.0', 'https://tv.example.com')).toBe('https://tv.example.com');
  });

  it('says where the product is and where an admin signs in', () => {
    const [serving, ...rest] = startupNotice(
      {
        host: '0.0.0.0',
        publicUrl: 'https://tv.example.com',
        version: '1.2.3',
        smtpUrl: 'smtp://mail.example.com',
      },
      8080,
    );
    expect(rest).toEqual([]);
    expect(serving).toEqual({
      level: 'info',
      msg:
        'Streamfront 1.2.3 is serving https://tv.example.com — admins sign in at ' +
        'https://tv.example.com/login, then work in https://tv.example.com/admin',
      fields: {
        url: 'https://tv.example.com',
        signIn: 'https://tv.example.com/login',
        admin: 'https://tv.example.com/admin',
        listening: '0.0.0.0:8080',
      },
    });
  });

  it('gives a generated admin password once, as a warning, with where to change it', () => {
    const lines = startupNotice(
      { host: '127.0.0.1', publicUrl: undefined, version: '1', smtpUrl: 'smtp://mail' },
      3000,
      { email: 'admin@streamfront.local', password: 'p4ss-W0rd-xyz' },
    );
    expect(lines[1]).toEqual({
      level: 'warn',
      msg:
        'An admin account was created for this new installation: sign in at ' +
        'http://127.0.0.1:3000/login as admin@streamfront.local with the password ' +
        'p4ss-W0rd-xyz — it is shown only this once, so keep it somewhere safe',
      fields: { email: 'admin@streamfront.local' },
    });
  });

  it('says when outgoing mail goes to the log, and how to turn it on', () => {
    const lines = startupNotice(
      { host: '127.0.0.1', publicUrl: undefined, version: '1', smtpUrl: undefined },
      3000,
    );
    expect(lines.at(-1)).toMatchObject({ level: 'info', fields: { mail: 'off' } });
    expect(lines.at(-1)?.msg).toContain('set SMTP_URL');
  });
});
