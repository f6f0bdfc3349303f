import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One route as registered: its method and its URL pattern (`/api/admin/orders/:id`). */
export interface RouteEntry {
  method: string;
  url: string;
  /** It declares a JSON body schema (multipart uploads and bodiless calls do not). */
  hasBody: boolean;
  /** It declares a query-string schema. */
  hasQuery: boolean;
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
      const hasBody = Boolean(route.schema?.body);
      const hasQuery = Boolean(route.schema?.querystring);
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, hasBody, hasQuery });
    });
  },
  { name: 'route-table' },
);
