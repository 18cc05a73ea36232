/** The Basic data screens' calls: warehouses, storage locations, product types, products, settings, abnormal types. */
import type { FastifyPluginAsync } from 'fastify';
import abnormalTypes from './abnormal-types';
import products from './products';
import settings from './settings';
import warehouses from './warehouses';

const basic: FastifyPluginAsync = async (app) => {
  for (const plugin of [warehouses, products, settings, abnormalTypes]) await app.register(plugin);
};

export default basic;
