/**
 * The database schema. Every row of company data carries company_id, and every repository query filters
 * on the signed-in user's company. `npm run db:generate` turns changes here into SQL in server/migrations.
 */
export * from './tenants';
export * from './accounts';
export * from './menus';
export * from './system';
export * from './master-data';
export * from './orders';
export * from './notifications';
export * from './files';
export * from './config';
export * from './resource-roles';
export * from './reviews';
export * from './rules';
export * from './basic-data';
export * from './device-sync';
export * from './idempotency';
export * from './tickets';
export * from './transporter-positions';
export * from './export-files';
export * from './warehouse';
export * from './transit';
export * from './abnormal';
export * from './quote';
export * from './order-pricing';
export * from './finance';
export * from './finance-bills';
export * from './finance-consignor';
export * from './audit';
export * from './subscriptions';
export * from './integrations';
export * from './data-roles';
export * from './content';
export * from './report';
