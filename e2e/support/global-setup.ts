import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startSmtpSink } from '../../apps/server/src/testing/smtp-sink.ts';
import { startServer } from '../../scripts/start-server.ts';
import { E2E_ADMIN } from './accounts.ts';

/**
 * The built app on the real server, one per worker (E2E_BASE_URLS, in worker order; see
 * fixtures.ts): a free port, a fresh data directory, known admin credentials, and one real SMTP
 * server on loopback whose mail lands in E2E_MAIL_DIR (one JSON file per message) for the
 * tests' workers to read. A worker's spec files share its server, as all of them shared one
 * when they ran one at a time; no spec sees another worker's changes (a hero being edited, a
 * favicon swapped, a model retrained) half-way. Browser tests never share state with a
 * developer's ./data.
 */
export default async function globalSetup(config: FullConfig) {
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
  const starting = await Promise.allSettled(
    Array.from({ length: Math.max(1, config.workers) }, () =>
      startServer(
        {
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          RATE_LIMIT_PER_MINUTE: '100000',
          // Every browser test signs up its own customers, all from 127.0.0.1.
          REGISTRATIONS_PER_HOUR: '1000',
          SMTP_URL: smtp.url,
          // A backup of the demo at first start is CPU the browser tests do not need.
          BACKUP_EVERY: 'off',
        },
        120_000,
      ),
    ),
  );
  const servers = starting.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = starting.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    throw failed.reason;
  }
  process.env.E2E_BASE_URLS = servers.map((server) => server.baseURL).join(' ');
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
