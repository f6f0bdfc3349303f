import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app.ts';

let ipCounter = 0;
/**
 * A fresh client address: public forms allow a few posts per IP, so each test posts from
 * its own address unless it is testing that very limit.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Posts a public form as a visitor from `ip` (a fresh one by default), signed in when `token` is given. */
export function postForm(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { ip?: string; token?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? nextIp(),
    ...(options.token ? { headers: bearer(options.token) } : {}),
  });
}
