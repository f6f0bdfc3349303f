import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { PRIVATE_UMASK } from './config-data-dir.ts';
import { loadConfig, StartupError } from './config.ts';
import { startupNotice } from './startup-notice.ts';

const LISTEN_FAILURES: Record<string, string> = {
  EADDRINUSE: 'another program uses this port',
  EACCES: 'this user may not use this port',
  EADDRNOTAVAIL: 'this machine has no such address',
};

async function main() {
  // Before anything is written to DATA_DIR (see config-data-dir.ts).
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();

  let generatedAdmin: { email: string; password: string } | undefined;
  const app = await buildApp(config, {
    onGeneratedAdmin: (credentials) => (generatedAdmin = credentials),
  });
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A request that hangs must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  // Said whatever LOG_LEVEL is: without it nobody knows where to go or how to sign in.
  const notice = app.log.child({}, { level: 'info' });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The account exists now: its password must not be lost with this failed start.
    const [, credentials] = startupNotice(config, config.port, generatedAdmin);
    if (credentials) notice.warn(credentials.fields, credentials.msg);
    await app.close().catch(() => undefined);
    const why = LISTEN_FAILURES[(error as NodeJS.ErrnoException).code ?? ''];
    if (why) {
      throw new StartupError(`PORT: cannot listen on ${config.host}:${config.port} (${why}).`, {
        cause: error,
      });
    }
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  for (const line of startupNotice(config, port, generatedAdmin)) {
    notice[line.level](line.fields, line.msg);
  }
}

main().catch((error: unknown) => {
  // A problem an operator can fix is said in one sentence; anything else is a bug: its stack.
  process.stderr.write(
    error instanceof StartupError
      ? `Streamfront cannot start. ${error.message}\n`
      : `Streamfront failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
