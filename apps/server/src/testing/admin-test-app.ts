import type { Notification } from '@streamfront/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { closeAllSockets, listen } from './socket-client.ts';
import { bearer, createTestApp, json, loginAsAdmin, type TestApp } from './test-app.ts';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
export type SignedInAdmin = Awaited<ReturnType<typeof loginAsAdmin>>;

export interface AdminTestApp {
  readonly app: FastifyInstance;
  readonly admin: SignedInAdmin;
  /** With `mail: true`: the SMTP server the app sends to (SMTP_URL), keeping what it got. */
  readonly sink: SmtpSink;
  /** With `live: true`: the app's address, for socket clients. */
  readonly base: string;
  /** A call with the admin's token. */
  asAdmin(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** The notifications the holder of `token` sees, newest first. */
  notificationsOf(token: string): Promise<Notification[]>;
}

/**
 * The set-up of the back-office desks' tests: one app for the file (or `describe`) with its
 * admin signed in; with `mail`, an SMTP sink of its own that the app sends to; with `live`,
 * listening for sockets, which are closed after each test. Read the fields in hooks and tests.
 */
export function useAdminTestApp(
  options: { mail?: boolean; live?: boolean; config?: Partial<Config> } = {},
): AdminTestApp {
  const made: { started?: TestApp; admin?: SignedInAdmin; sink?: SmtpSink; base?: string } = {};
  beforeAll(async () => {
    if (options.mail) made.sink = await startSmtpSink();
    made.started = await createTestApp({
      ...options.config,
      ...(made.sink ? { smtpUrl: made.sink.url } : {}),
    });
    if (options.live) made.base = await listen(made.started.app);
    made.admin = await loginAsAdmin(made.started.app);
  });
  if (options.live) afterEach(closeAllSockets);
  afterAll(async () => {
    await made.started?.close();
    await made.sink?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) {
      throw new Error(`useAdminTestApp: no ${what} (asked for? read it in a test)`);
    }
    return value;
  };
  return {
    get app() {
      return ready(made.started, 'app').app;
    },
    get admin() {
      return ready(made.admin, 'admin');
    },
    get sink() {
      return ready(made.sink, 'mail sink');
    },
    get base() {
      return ready(made.base, 'listening address');
    },
    asAdmin(method, url, payload) {
      return this.app.inject({
        method,
        url,
        headers: bearer(this.admin.token),
        ...(payload ? { payload } : {}),
      });
    },
    async notificationsOf(token) {
      const res = await this.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(token),
      });
      return json<{ data: Notification[] }>(res).data;
    },
  };
}
