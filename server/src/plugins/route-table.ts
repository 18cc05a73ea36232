/**
 * Every route the app registers, collected as it is added (an onRoute hook registered before any route): the
 * security tests read the app's own table, so a route added later is checked without anyone listing it.
 */
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** the routes in registration order (HEAD twins of GET routes included) */
    routeTable: readonly RouteOptions[];
  }
}

export default fp(
  async (app) => {
    const table: RouteOptions[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      table.push(route);
    });
  },
  { name: 'route-table' },
);
