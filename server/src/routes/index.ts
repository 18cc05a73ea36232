/** Every API route, mounted under /api. */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import login from './api/login/login';
import mapArea from './api/map/area';
import mapHelp from './api/map/help';
import notifyHistory from './api/notify/history';
import orderStats from './api/order/stats';
import maintenance from './api/system/maintenance';
import userGroup from './api/user/group';
import userRegister from './api/user/register';
import userSession from './api/user/session';
import userSubscription from './api/user/subscription';
import users from './api/user/users';

const api: FastifyPluginAsync<{ config: Config; version: string }> = async (app, { config, version }) => {
  await app.register(login);
  await app.register(userSession, { config });
  await app.register(users);
  await app.register(userRegister);
  await app.register(userGroup);
  await app.register(userSubscription);
  await app.register(mapHelp, { version });
  await app.register(mapArea);
  await app.register(maintenance);
  await app.register(orderStats);
  await app.register(notifyHistory);
};

export default api;
