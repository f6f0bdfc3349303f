import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { adminServicesRoutes, publicServicesRoutes } from './modules/services/services.routes.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth/index.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';

export interface AppDependencies {
  /** A database that is already migrated and seeded (tests pass a cloned template). */
  database?: Database;
  onGeneratedAdmin?: (credentials: { email: string; password: string }) => void;
}

/** The whole server, without listening: tests drive it with `inject`. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    deps.database ??
    (await openDatabase(config, {
      hashPassword,
      ...(deps.onGeneratedAdmin ? { onGeneratedAdmin: deps.onGeneratedAdmin } : {}),
    }));
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute, redis });
  await app.register(databasePlugin, { database, ownsDatabase: !deps.database });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(apiDocsPlugin, { version: config.version });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: config.version });
      await api.register(authRoutes, { redis });
      await api.register(publicServicesRoutes);
      // Every admin route lives in this scope: the role is checked before any handler runs.
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', admin.requireAdmin);
          await admin.register(adminServicesRoutes);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(staticFilesPlugin, { root: config.webDistDir });
  return app;
}
