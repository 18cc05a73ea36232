/** Every API route, mounted under /api. */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import files from './api/file';
import login from './api/login/login';
import mapArea from './api/map/area';
import mapHelp from './api/map/help';
import notifyHistory from './api/notify/history';
import resources from './api/resources';
import basic from './api/basic';
import orderActions from './api/order/actions';
import orderDetail from './api/order/detail';
import orderStats from './api/order/stats';
import orderWaybillLookup from './api/order/waybill-lookup';
import orderWaybillsExport from './api/order/waybills-export';
import orderWaybillsList from './api/order/waybills-list';
import maintenance from './api/system/maintenance';
import userAccountImages from './api/user/account-images';
import userGroup from './api/user/group';
import userRegister from './api/user/register';
import userSession from './api/user/session';
import userSubscription from './api/user/subscription';
import users from './api/user/users';

const api: FastifyPluginAsync<{ config: Config; version: string }> = async (app, { config, version }) => {
  await app.register(login);
  await app.register(userSession, { config });
  await app.register(users);
  await app.register(userAccountImages);
  await app.register(files, { config });
  await app.register(userRegister);
  await app.register(userGroup);
  await app.register(userSubscription);
  await app.register(mapHelp, { version });
  await app.register(mapArea);
  await app.register(maintenance);
  await app.register(orderStats);
  await app.register(orderActions);
  await app.register(orderDetail);
  await app.register(orderWaybillLookup);
  await app.register(orderWaybillsList);
  await app.register(orderWaybillsExport);
  await app.register(notifyHistory);
  await app.register(resources);
  await app.register(basic);
};

export default api;
