import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the database to routes; closing it is the last step of a graceful shutdown. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database; ownsDatabase: boolean }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    if (options.ownsDatabase) {
      app.addHook('onClose', async () => {
        await options.database.close();
      });
    }
  },
  { name: 'database' },
);
