/** Registers every repository on the instance (each one is its own fastify-plugin). */
import fp from 'fastify-plugin';
import areas from '../repositories/areas';
import configItems from '../repositories/config-items';
import products from '../repositories/products';
import resources from '../repositories/resources';
import stations from '../repositories/stations';
import subUsers from '../repositories/accounts/sub-users';
import companyAccounts from '../repositories/accounts/company-accounts';
import subscriptions from '../repositories/accounts/subscriptions';
import companies from '../repositories/companies';
import files from '../repositories/files';
import groups from '../repositories/accounts/groups';
import loginThrottle from '../repositories/accounts/login-throttle';
import menus from '../repositories/menus';
import notifications from '../repositories/notifications';
import orders from '../repositories/orders';
import timeLimits from '../repositories/time-limits';
import bannedAreas from '../repositories/banned-areas';
import sortingRules from '../repositories/sorting-rules';
import contracts from '../repositories/contracts';
import lines from '../repositories/lines';
import orderActions from '../repositories/order-actions';
import orderEntry from '../repositories/order-entry';
import sessions from '../repositories/accounts/sessions';
import settings from '../repositories/settings';
import users from '../repositories/accounts/users';
import waybills from '../repositories/waybills';
import warehouses from '../repositories/warehouses';
import tickets from '../repositories/tickets';
import transporterPositions from '../repositories/transporter-positions';
import companyReviews from '../repositories/company-reviews';
import servicerCompanies from '../repositories/servicer-companies';
import warehouseDocuments from '../repositories/warehouse/documents';
import warehouseReads from '../repositories/warehouse/reads';
import warehouseReplenish from '../repositories/warehouse/replenish';
import transit from '../repositories/transit/repository';
import abnormal from '../repositories/abnormal/repository';
import financeLedger from '../repositories/finance/ledger';
import financeDocuments from '../repositories/finance/documents';
import articles from '../repositories/content/articles';
import marketing from '../repositories/content/marketing';

export default fp(
  async (app) => {
    for (const plugin of [areas, companies, files, groups, menus, notifications, orders, orderActions, orderEntry, sessions, loginThrottle, settings, users, waybills, configItems, products, resources, stations, subUsers, warehouses]) {
      await app.register(plugin);
    }
    for (const plugin of [timeLimits, bannedAreas, sortingRules, contracts, lines]) await app.register(plugin);
    await app.register(tickets);
    await app.register(transporterPositions);
    await app.register(companyReviews);
    // after companies, which it reads review status and profiles from
    await app.register(servicerCompanies);
    await app.register(warehouseDocuments);
    await app.register(warehouseReads);
    await app.register(warehouseReplenish);
    await app.register(transit);
    await app.register(abnormal);
    await app.register(financeLedger);
    await app.register(financeDocuments);
    await app.register(companyAccounts);
    await app.register(subscriptions);
    await app.register(articles);
    await app.register(marketing);
  },
  { name: 'repositories', dependencies: ['db'] },
);
