/** Registers every repository on the instance (each one is its own fastify-plugin). */
import fp from 'fastify-plugin';
import areas from '../repositories/areas';
import companies from '../repositories/companies';
import groups from '../repositories/groups';
import menus from '../repositories/menus';
import notifications from '../repositories/notifications';
import orders from '../repositories/orders';
import sessions from '../repositories/sessions';
import settings from '../repositories/settings';
import users from '../repositories/users';

export default fp(
  async (app) => {
    for (const plugin of [areas, companies, groups, menus, notifications, orders, sessions, settings, users]) {
      await app.register(plugin);
    }
  },
  { name: 'repositories', dependencies: ['db'] },
);
