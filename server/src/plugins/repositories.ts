/** Registers every repository on the instance (each one is its own fastify-plugin). */
import fp from 'fastify-plugin';
import areas from '../repositories/areas';
import configItems from '../repositories/config-items';
import products from '../repositories/products';
import resources from '../repositories/resources';
import stations from '../repositories/stations';
import subUsers from '../repositories/sub-users';
import companies from '../repositories/companies';
import files from '../repositories/files';
import groups from '../repositories/groups';
import menus from '../repositories/menus';
import notifications from '../repositories/notifications';
import orders from '../repositories/orders';
import sessions from '../repositories/sessions';
import settings from '../repositories/settings';
import users from '../repositories/users';
import waybills from '../repositories/waybills';

export default fp(
  async (app) => {
    for (const plugin of [areas, companies, files, groups, menus, notifications, orders, sessions, settings, users, waybills, configItems, products, resources, stations, subUsers]) {
      await app.register(plugin);
    }
  },
  { name: 'repositories', dependencies: ['db'] },
);
