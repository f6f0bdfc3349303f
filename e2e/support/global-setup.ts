import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../../apps/server/src/testing/smtp-sink.ts';
import { startServer } from '../../scripts/start-server.ts';
import { E2E_ADMIN } from './accounts.ts';

/**
 * The built app on the real server: a free port, a fresh data directory, known admin
 * credentials, and a real SMTP server on loopback whose mail lands in E2E_MAIL_DIR (one JSON
 * file per message) for the tests' workers to read. Browser tests never share state with a
 * developer's ./data.
 */
export default async function globalSetup() {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'streamfront-e2e-mail-'));
  let count = 0;
  const smtp = await startSmtpSink({
    onMail: (mail) => {
      count += 1;
      writeFileSync(
        path.join(mailDir, `${String(count).padStart(5, '0')}.json`),
        JSON.stringify(mail),
      );
    },
  });
  const server = await startServer({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every browser test signs up its own customers, all from 127.0.0.1.
    REGISTRATIONS_PER_HOUR: '1000',
    SMTP_URL: smtp.url,
  });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
