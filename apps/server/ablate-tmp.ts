// usage: node ablate.ts port feature,feature...
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { testConfig } from './src/config.ts';
import { createTestDatabase } from './src/testing/test-database.ts';
import { publicServicesRoutes } from './src/modules/services/services.routes.ts';
import { databasePlugin } from './src/plugins/database.ts';
import { errorsPlugin } from './src/plugins/errors.ts';
import { rateLimitPlugin } from './src/plugins/rate-limit.ts';
import { securityPlugin } from './src/plugins/security.ts';
import { authPlugin } from './src/plugins/auth/index.ts';
import { realtimePlugin } from './src/plugins/realtime/index.ts';
const port = Number(process.argv[2]);
const f = new Set((process.argv[3] ?? '').split(','));
const database = await createTestDatabase();
const app = Fastify({
  logger: f.has('logger') ? { level: 'silent' } : false,
  ...(f.has('opts') ? { bodyLimit: 1024 * 1024, genReqId: () => randomUUID(), forceCloseConnections: 'idle' as const } : {}),
});
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
if (f.has('errors')) await app.register(errorsPlugin);
if (f.has('security')) await app.register(securityPlugin);
if (f.has('compress')) await app.register(compress, { threshold: 1024 });
if (f.has('ratelimit')) await app.register(rateLimitPlugin, { perMinute: 1e9, redis: undefined });
await app.register(databasePlugin, { database, ownsDatabase: true });
if (f.has('realtime')) { await app.register(authPlugin, { jwtSecret: testConfig().jwtSecret }); await app.register(realtimePlugin, { publicUrl: undefined, trustProxy: false, redisUrl: undefined }); }
await app.register(async (api) => { await api.register(publicServicesRoutes); }, { prefix: '/api' });
await app.listen({ port, host: '127.0.0.1' });
console.log('ready', [...f].join(','));
process.on('SIGINT', () => process.exit(0));
