import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Same threshold as the global compression: smaller answers gain nothing from it. */
const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

/** One serialised answer and its compressed forms, each made on first demand. */
export class CachedAnswer {
  readonly identity: Buffer;
  readonly compressible: boolean;
  #encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(identity: Buffer) {
    this.identity = identity;
    this.compressible = identity.length >= COMPRESS_THRESHOLD;
  }

  encoded(encoding: Encoding): Buffer {
    return (this.#encoded[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
            },
          })
        : gzipSync(this.identity, { level: 9 }));
  }
}

const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** The form of `answer` to send to a caller that accepts `accepted`, and its encoding. */
export function negotiated(
  answer: CachedAnswer,
  accepted: string | undefined,
): { encoding: Encoding | null; body: Buffer } {
  const encoding =
    accepted && answer.compressible ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
  return encoding
    ? { encoding, body: answer.encoded(encoding) }
    : { encoding: null, body: answer.identity };
}

/**
 * Sends bytes kept in memory in the best encoding the caller accepts. For answers that skip
 * @fastify/compress: cached ones (compressed once, not per request) and the SPA shell sent by
 * the not-found handler, which is no route and so gets no compression hook. A warm answer
 * that is sent before routing (warm-answers.ts) is negotiated the same way.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  contentType: string,
) {
  const { encoding, body } = negotiated(answer, request.headers['accept-encoding']);
  reply.header('content-type', contentType).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
