import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../testing/http-client.ts';
import {
  startServerProcess,
  stopServerProcesses,
  tempDataDir,
} from '../../testing/server-process.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';

// Issue 22: the server is killed (SIGKILL) while the mail server has a message in hand and
// has not answered. After a restart the message goes out, once, and its link works.

const sinks: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await stopServerProcesses();
  for (const sink of sinks.splice(0)) await sink.close();
});

describe('a mail cut off by kill -9', () => {
  it('is sent after the restart, once, and the link in it works', async () => {
    const hanging = await startSmtpSink({ hang: true });
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir };
    const first = await startServerProcess({ ...env, SMTP_URL: hanging.url });
    const email = `crash.${Date.now()}@example.com`;
    // The sign-up's verification link is the message in hand.
    const registered = await call(first.url, 'POST', '/api/auth/register', {
      body: { name: 'Casey Crash', email, password: 'Correct-Horse-Battery-9' },
    });
    expect(registered.status).toBe(201);
    // The mail server took the message and sits on it: the server dies waiting.
    await vi.waitFor(() => expect(hanging.hanging()).toBe(1), { timeout: 15_000 });
    await first.kill();

    const sink = await startSmtpSink();
    sinks.push(sink);
    const second = await startServerProcess({ ...env, SMTP_URL: sink.url });
    await vi.waitFor(
      () => expect(sink.received.filter((mail) => mail.to.includes(email))).toHaveLength(1),
      { timeout: 30_000 },
    );
    const token = /verify-email\?token=([\w-]+)/.exec(sink.received[0]!.text)![1]!;
    const verified = await call(second.url, 'POST', '/api/auth/verify-email', {
      body: { token },
    });
    expect(verified.status).toBe(200);
    // Still one: the restarted worker did not send it twice.
    expect(sink.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  }, 120_000);
});
