/** The Resources calls of spec §7 (pickers and their inline adds), the lookups behind them, and the resource screens' detail/edit calls. */
import type { FastifyPluginAsync } from 'fastify';
import consignor from './consignor';
import delivery from './delivery';
import lookups from './lookups';
import products from './products';
import resourceEdit from './resource-edit';
import stationEdit from './station-edit';
import transporter from './transporter';

const resources: FastifyPluginAsync = async (app) => {
  for (const plugin of [transporter, consignor, delivery, products, lookups, resourceEdit, stationEdit]) await app.register(plugin);
};

export default resources;
