/** The Resources calls of spec §7 (pickers and their inline adds) and the lookups behind them. */
import type { FastifyPluginAsync } from 'fastify';
import consignor from './consignor';
import delivery from './delivery';
import lookups from './lookups';
import products from './products';
import transporter from './transporter';

const resources: FastifyPluginAsync = async (app) => {
  for (const plugin of [transporter, consignor, delivery, products, lookups]) await app.register(plugin);
};

export default resources;
