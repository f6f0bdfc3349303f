import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The exact bytes posted, as text: what a signature is checked against. */
  body: string;
}

/** How the receiver answers one request: a status (and body), or never (`hang`). */
export type ReceiverAnswer =
  { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/**
 * A webhook receiver on 127.0.0.1 for tests: keeps every request it gets, and answers as told
 * (200 unless `answerWith` says otherwise). `port` keeps its address across a server restart.
 */
export async function startWebhookReceiver({ port = 0 }: { port?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<ServerResponse>();
  let answer: (request: ReceivedWebhook) => ReceiverAnswer = () => ({
    status: 200,
    body: '{"ok":true}',
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = {
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(got);
      const reply = answer(got);
      if (reply === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    /** From now on, each request is answered as `next` says. */
    answerWith(next: (request: ReceivedWebhook) => ReceiverAnswer) {
      answer = next;
    },
    /** Requests held without an answer right now. */
    hanging: () => hanging.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
