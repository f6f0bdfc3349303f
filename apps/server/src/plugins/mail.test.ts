import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startSmtpSink } from '../testing/smtp-sink.ts';

describe('outgoing mail with SMTP_URL', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let test: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    test = await createTestApp({ smtpUrl: sink.url, mailFrom: 'Streamfront <desk@example.com>' });
  });
  afterAll(async () => {
    await test.close();
    await sink.close();
  });

  it('delivers the message to the SMTP server, from MAIL_FROM', async () => {
    expect(test.app.mail.configured).toBe(true);
    const sent = await test.app.mail.send({
      to: 'riley@example.com',
      subject: 'Your reply from Streamfront – ünïcode',
      text: 'Hello Riley,\nyour question has an answer.',
    });
    expect(sent).toBe(true);
    const mail = sink.received.at(-1)!;
    expect(mail.from).toBe('desk@example.com');
    expect(mail.to).toEqual(['riley@example.com']);
    expect(mail.raw).toMatch(/^From: Streamfront <desk@example\.com>$/m);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail.raw).toContain('your question has an answer.');
  });

  it('answers false when the server refuses the message, and keeps working', async () => {
    sink.refuse(1);
    const before = sink.received.length;
    expect(await test.app.mail.send({ to: 'full@example.com', subject: 'A', text: 'x' })).toBe(
      false,
    );
    expect(await test.app.mail.send({ to: 'ok@example.com', subject: 'B', text: 'y' })).toBe(true);
    expect(sink.received.slice(before).map((mail) => mail.to[0])).toEqual(['ok@example.com']);
  });
});

describe('outgoing mail without SMTP_URL', () => {
  it('says it is not configured and sends nothing', async () => {
    const test = await createTestApp();
    try {
      expect(test.app.mail.configured).toBe(false);
      expect(await test.app.mail.send({ to: 'a@example.com', subject: 'S', text: 'T' })).toBe(
        false,
      );
    } finally {
      await test.close();
    }
  });
});
