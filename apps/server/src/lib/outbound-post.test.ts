import { createServer, type Server } from 'node:net';
import { WEBHOOK_ANSWER_MAX_BYTES } from '@streamfront/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import {
  answerFailure,
  checkWebhookUrl,
  HTTP_REQUIRED,
  HTTPS_REQUIRED,
  isPublicAddress,
  outboundPost,
  OutboundRefusedError,
  PRIVATE_ADDRESS,
  URL_CREDENTIALS,
  URL_INVALID,
} from './outbound-post.ts';

const strict = { allowPrivate: false };
const open = { allowPrivate: true };
const post = (url: string, allowPrivate = true, extra: { timeoutMs?: number } = {}) =>
  outboundPost(url, {
    body: '{"a":1}',
    headers: { 'content-type': 'application/json' },
    allowPrivate,
    ...extra,
  });

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:a9fe:a9fe', false],
    ['64:ff9b::7f00:1', false],
    ['not an address', false],
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('checkWebhookUrl without ALLOW_PRIVATE_WEBHOOKS', () => {
  it.each([
    ['https://127.0.0.1/hook', PRIVATE_ADDRESS],
    ['https://127.0.0.1:8443/hook', PRIVATE_ADDRESS],
    ['https://10.0.0.7/hook', PRIVATE_ADDRESS],
    ['https://169.254.169.254/latest/meta-data/', PRIVATE_ADDRESS],
    ['https://[::1]/hook', PRIVATE_ADDRESS],
    ['https://[::ffff:127.0.0.1]/hook', PRIVATE_ADDRESS],
    ['https://[fd00::5]/hook', PRIVATE_ADDRESS],
    ['https://100.64.1.1/hook', PRIVATE_ADDRESS],
    // Spellings the URL parser turns into 127.0.0.1.
    ['https://2130706433/hook', PRIVATE_ADDRESS],
    ['https://0x7f.1/hook', PRIVATE_ADDRESS],
    // A name that resolves to loopback, from the hosts file: no network needed.
    ['https://localhost/hook', PRIVATE_ADDRESS],
    ['https://LOCALHOST:9000/hook', PRIVATE_ADDRESS],
    ['http://93.184.216.34/hook', HTTPS_REQUIRED],
    ['ftp://93.184.216.34/hook', HTTPS_REQUIRED],
    ['https://user:pw@93.184.216.34/hook', URL_CREDENTIALS],
    ['not a url', URL_INVALID],
  ])('refuses %s', async (url, message) => {
    expect(await checkWebhookUrl(url, strict)).toBe(message);
  });

  it('takes an https address on the public internet', async () => {
    expect(await checkWebhookUrl('https://93.184.216.34/hook', strict)).toBeNull();
    expect(await checkWebhookUrl('https://[2606:4700:4700::1111]:8443/x', strict)).toBeNull();
  });
});

describe('checkWebhookUrl with ALLOW_PRIVATE_WEBHOOKS', () => {
  it('takes plain http and private addresses, still no credentials or other schemes', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:3000/hook', open)).toBeNull();
    expect(await checkWebhookUrl('https://10.0.0.7/hook', open)).toBeNull();
    expect(await checkWebhookUrl('http://localhost/hook', open)).toBeNull();
    expect(await checkWebhookUrl('ftp://10.0.0.7/hook', open)).toBe(HTTP_REQUIRED);
    expect(await checkWebhookUrl('http://a:b@10.0.0.7/hook', open)).toBe(URL_CREDENTIALS);
  });
});

describe('outboundPost', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(() => {
    receiver.received.length = 0;
    receiver.answerWith(() => ({ status: 200, body: '{"ok":true}' }));
  });
  afterAll(() => receiver.close());

  it('posts the body with its headers and answers the status, body and time', async () => {
    const answer = await post(`${receiver.url}/in`);
    expect(answer).toMatchObject({ status: 200, body: '{"ok":true}' });
    expect(answer.durationMs).toBeGreaterThanOrEqual(0);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({ path: '/in', body: '{"a":1}' });
    expect(receiver.received[0]!.headers['content-type']).toBe('application/json');
  });

  it('reads no more of an answer than the cap', async () => {
    receiver.answerWith(() => ({ status: 500, body: 'x'.repeat(WEBHOOK_ANSWER_MAX_BYTES * 8) }));
    const answer = await post(receiver.url);
    expect(answer.status).toBe(500);
    expect(answer.body).toHaveLength(WEBHOOK_ANSWER_MAX_BYTES);
    expect(answerFailure(answer.status)).toBe('Answered 500');
  });

  it('does not follow a redirect, and calls it a failure', async () => {
    receiver.answerWith((request) =>
      request.path === '/moved'
        ? { status: 307, headers: { location: `${receiver.url}/elsewhere` } }
        : { status: 200 },
    );
    const answer = await post(`${receiver.url}/moved`);
    expect(answer.status).toBe(307);
    expect(answerFailure(answer.status)).toBe('Answered 307: redirects are not followed');
    expect(receiver.received.map((r) => r.path)).toEqual(['/moved']);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    receiver.answerWith(() => 'hang');
    const started = Date.now();
    await expect(post(receiver.url, true, { timeoutMs: 300 })).rejects.toThrow(
      'No answer within 0.3 s',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('says so when nothing listens', async () => {
    const port = await freePort();
    await expect(post(`http://127.0.0.1:${port}/`)).rejects.toThrow('Connection refused');
  });

  describe('without ALLOW_PRIVATE_WEBHOOKS', () => {
    // A bare TCP listener: any connection at all would show here, refused or not.
    let listener: Server;
    let connections = 0;
    let port: number;
    beforeAll(async () => {
      listener = createServer((socket) => {
        connections += 1;
        socket.destroy();
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      port = (listener.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

    it.each([
      'http://127.0.0.1:PORT/',
      'https://127.0.0.1:PORT/',
      'https://[::ffff:127.0.0.1]:PORT/',
      // Refused by the lookup the connection itself uses, before any socket opens.
      'https://localhost:PORT/',
    ])('refuses %s without connecting', async (url) => {
      const attempt = post(url.replace('PORT', String(port)), false);
      await expect(attempt).rejects.toBeInstanceOf(OutboundRefusedError);
      await expect(attempt).rejects.toThrow(/https|private network/);
      expect(connections).toBe(0);
    });
  });
});
