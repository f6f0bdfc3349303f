import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startSmtpSink } from '../testing/smtp-sink.ts';

describe('the SMTP transport with SMTP_URL', () => {
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

  it('hands both parts to the mail server, from MAIL_FROM under the name given', async () => {
    expect(test.app.mail.configured).toBe(true);
    const { response } = await test.app.mail.deliver({
      to: 'riley@example.com',
      fromName: 'Kino Max – ünïcode',
      replyTo: 'help@example.com',
      subject: 'Your reply from Streamfront – ünïcode',
      text: 'Hello Riley,\nyour question has an answer.',
      html: '<p>Hello Riley, your question has an answer.</p>',
      messageId: '<one@example.com>',
    });
    expect(response).toMatch(/^250/);
    const mail = sink.received.at(-1)!;
    expect(mail.from).toBe('desk@example.com');
    expect(mail.to).toEqual(['riley@example.com']);
    expect(mail.subject).toBe('Your reply from Streamfront – ünïcode');
    expect(mail.text).toContain('your question has an answer.');
    expect(mail.html).toContain('<p>Hello Riley');
    expect(mail.headers.get('message-id')).toBe('<one@example.com>');
    expect(mail.headers.get('reply-to')).toMatchObject({ text: 'help@example.com' });
    expect(mail.headers.get('from')).toMatchObject({
      text: '"Kino Max – ünïcode" <desk@example.com>',
    });
  });

  it('throws with the server’s code when it refuses, and keeps working', async () => {
    sink.refuse(1, 550);
    await expect(
      test.app.mail.deliver({ to: 'gone@example.com', subject: 'A', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      test.app.mail.deliver({ to: 'ok@example.com', subject: 'B', text: 'y' }),
    ).resolves.toMatchObject({ response: expect.stringMatching(/^250/) });
  });
});

describe('without SMTP_URL', () => {
  it('says mail is off, and refuses to deliver', async () => {
    const test = await createTestApp();
    try {
      expect(test.app.mail.configured).toBe(false);
      await expect(
        test.app.mail.deliver({ to: 'a@example.com', subject: 'S', text: 'T' }),
      ).rejects.toThrow('Outgoing mail is off');
    } finally {
      await test.close();
    }
  });
});
