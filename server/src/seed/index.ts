/**
 * Start-up data: system data (address tree, menus, settings) kept in sync at every start, and the demo
 * world seeded once, in one transaction, only into a database that has no companies yet.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { SETTING_KEYS, SettingsRepository } from '../repositories/settings';
import { seedCompanies, seedGroups, seedUsers } from './accounts';
import { AreaIndex, syncAreas } from './areas';
import { seedCatalog } from './catalog';
import { syncConfigItems } from './config-items';
import { MAIN_SERVICER, MAIN_SERVICER_AREAS, SALES_CONTACTS, SECOND_SERVICER, SECOND_SERVICER_AREAS } from './demo-data';
import { syncMenus } from './menus';
import { seedNotifications } from './notifications';
import { seedOrders } from './orders';
import { createRng } from './random';
import { seedStorage } from './storage';
import { seedRules } from './rules';
import { seedTickets } from './tickets';
import { seedTransit } from './transit';
import { seedAbnormal } from './abnormal';
import { seedQuote } from './quote';
import { seedTransporterPositions } from './transporter-positions';

export const DEMO_ORDER_COUNTS = { servicer: 200, servicer2: 40 };

export async function syncSystemData(db: Db): Promise<void> {
  await syncAreas(db);
  await syncMenus(db);
  await syncConfigItems(db);
  const settings = new SettingsRepository(db);
  if ((await settings.get(SETTING_KEYS.salesContacts)) === undefined) await settings.set(SETTING_KEYS.salesContacts, SALES_CONTACTS);
}

/** Seeds the demo world; false (and nothing written) when the database already has companies. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // one seeder at a time, even with several instances on one PostgreSQL
    await tx.execute(sql`select pg_advisory_xact_lock(424242)`);
    const existing = await tx.select({ id: companies.id }).from(companies).limit(1);
    if (existing.length) return false;

    const rng = createRng(20240601);
    const areas = new AreaIndex();
    const c = await seedCompanies(tx);
    const main = await seedCatalog(tx, rng, c.servicer, MAIN_SERVICER, areas);
    const second = await seedCatalog(tx, rng, c.servicer2, SECOND_SERVICER, areas);
    const links = {
      consignorResourceId: main.consignors.find((r) => r.name === '示例商贸')!.id,
      deliveryResourceId: main.deliveries.find((r) => r.name === '快装到家')!.id,
      driverResourceId: main.drivers.find((r) => r.name === '王建国')!.id,
    };
    const u = await seedUsers(tx, c, links);
    await seedGroups(tx, c, u);
    await seedOrders(tx, rng, areas, {
      companyId: c.servicer,
      count: DEMO_ORDER_COUNTS.servicer,
      areaPrefixes: MAIN_SERVICER_AREAS,
      catalog: main,
      consignorAccount: { resourceId: links.consignorResourceId, userId: u.consignor.id },
      deliveryAccounts: [
        { resourceId: links.deliveryResourceId, userId: u.delivery.id },
        { resourceId: links.driverResourceId, userId: u.driver.id },
      ],
      servicerUserId: u.servicer.id,
      firstSeq: 1,
    });
    await seedOrders(tx, rng, areas, {
      companyId: c.servicer2,
      count: DEMO_ORDER_COUNTS.servicer2,
      areaPrefixes: SECOND_SERVICER_AREAS,
      catalog: second,
      servicerUserId: u.servicer2.id,
      firstSeq: 1 + DEMO_ORDER_COUNTS.servicer,
    });
    await seedStorage(tx, c.servicer, main);
    await seedStorage(tx, c.servicer2, second);
    await seedRules(tx, c.servicer, main);
    await seedTransit(tx, c.servicer, main, { userId: u.servicer.id, name: '调度员' });
    await seedTickets(tx, c, u);
    await seedAbnormal(tx, c.servicer, { id: u.servicer.id, name: '客服' });
    await seedQuote(tx, c.servicer, main, { id: u.servicer.id, name: '报价专员' });
    await seedTransporterPositions(
      tx,
      { userId: u.driver.id, companyId: c.driver, servicerId: c.servicer, resourceId: links.driverResourceId },
      { userId: u.delivery.id, companyId: c.delivery, servicerId: c.servicer, resourceId: links.deliveryResourceId },
    );
    await seedNotifications(
      tx,
      rng,
      Object.values(u).map((x) => ({ userId: x.id, companyId: x.companyId })),
    );
    return true;
  });
}
