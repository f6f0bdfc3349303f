import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

function printGeneratedAdmin({ email, password }: { email: string; password: string }) {
  const lines = [
    'An admin account was created for this new installation.',
    `  email:    ${email}`,
    `  password: ${password}`,
    'This password is shown only once: sign in and change it under /admin/profile.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '='.repeat(width + 4);
  process.stdout.write(
    `\n${bar}\n${lines.map((l) => `| ${l.padEnd(width)} |`).join('\n')}\n${bar}\n\n`,
  );
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, { onGeneratedAdmin: printGeneratedAdmin });
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Streamfront ${config.version} is serving on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Streamfront failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
