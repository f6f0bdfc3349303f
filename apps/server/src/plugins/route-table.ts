import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One route as registered: its method and its URL pattern (`/api/admin/orders/:id`). */
export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled in as routes register: what the role tests walk. */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Keeps the app's own list of its routes, so that tests enumerate what is really served
 * (a route added tomorrow is in tomorrow's list) instead of a hand-kept copy. Registered
 * first, before any route.
 */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteEntry[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  },
  { name: 'route-table' },
);
