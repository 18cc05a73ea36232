/** Every ticket route (issue 7). */
import type { FastifyPluginAsync } from 'fastify';
import actions from './actions';
import bindings from './bindings';
import comments from './comments';
import companyUsers from './company-users';
import list from './list';
import orderFees from './order-fees';
import partnerContacts from './partner-contacts';
import schemas from './schemas';
import ticket from './ticket';

const routes: FastifyPluginAsync = async (app) => {
  for (const plugin of [ticket, actions, comments, schemas, list, orderFees, partnerContacts, bindings, companyUsers]) await app.register(plugin);
};

export default routes;
