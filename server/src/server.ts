/**
 * `npm start` / `npm run serve`: read the config, open and migrate the database, seed a fresh one,
 * serve the API and the built PWA on one port, and shut down cleanly on SIGINT/SIGTERM. With
 * WEB_CONCURRENCY > 1 and DATABASE_URL, several such processes share the port (workers.ts).
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { startServerUpkeep, type EmbeddedUpkeep } from './db/upkeep';
import { startPricingWorker } from './repositories/quote/pricing-pool';
import { serverLogger } from './lib/logging';
import { seedDemoIfEmpty, syncSystemData } from './seed';
import { STARTUP_DONE_ENV, STICKY_WORKER_ENV, WORKER_READY, processCount, runPrimary, webConcurrency } from './workers';

/** migrate, system data, demo seed: in one process at a time (the primary alone when there are workers) */
async function startupWork(database: Awaited<ReturnType<typeof openDatabase>>) {
  const seeded = await database.exclusive(async () => {
    await database.migrate();
    await syncSystemData(database.db);
    return seedDemoIfEmpty(database.db);
  });
  if (seeded) console.log('Lading: seeded the demo data (see README for the accounts)');
}

async function main(config: Config) {
  const database = await openDatabase(config);
  const where = database.kind === 'pglite' ? `embedded PostgreSQL at ${config.dataDir}/pgdata` : 'PostgreSQL (DATABASE_URL)';
  if (cluster.isPrimary) console.log(`Lading: database ${where}`);
  if (process.env[STARTUP_DONE_ENV] !== '1') await startupWork(database);

  const app = await buildApp({
    db: database.db,
    config,
    logger: serverLogger(config.logLevel),
  });

  // the embedded database has no autovacuum of its own (db/upkeep.ts)
  const upkeep: EmbeddedUpkeep | null =
    database.kind === 'pglite'
      ? startServerUpkeep(
          database.db,
          (step) => app.log.info({ upkeep: step }, `database upkeep: ${step.action} ${step.table} (${step.ms} ms)`),
          (error) => app.log.warn({ err: error }, `database upkeep failed: ${error.message}`),
        )
      : null;

  // the pricing worker ready before the first re-pricing (started by it, the worker takes seconds to load, and the
  // batches of that run meanwhile are priced on the request's thread): idle, it holds nothing open
  startPricingWorker();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Lading: ${signal}, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await upkeep?.stop();
      await database.close();
      console.log('Lading: stopped');
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // a worker behind the sticky primary is handed its connections (socket/index.ts setupWorker); it listens on nothing
  if (process.env[STICKY_WORKER_ENV] === '1') {
    await app.ready();
    process.send?.({ type: WORKER_READY });
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  if (!cluster.isPrimary) return;
  const port = config.port;
  console.log(
    [
      '',
      `Lading is running on http://localhost:${port}`,
      '  variants:',
      `    http://bang.localhost:${port}  (servicer, BANG)`,
      `    http://da.localhost:${port}    (merchant, DA)`,
      `    http://pai.localhost:${port}   (delivery, PAI)`,
      `    http://oss.localhost:${port}   (platform admin, FMZY)`,
      config.distDir ? '' : '  (API only: no dist dir)',
    ].join('\n'),
  );
}

async function start() {
  // the primary reads the config first: it writes DATA_DIR/jwt-secret once, before any worker reads it
  const config = loadConfig();
  if (!cluster.isPrimary) return main(config);
  const { count, note } = processCount(webConcurrency(process.env.WEB_CONCURRENCY), config.databaseUrl);
  if (note) console.warn(`Lading: ${note}`);
  if (count <= 1) return main(config);
  await runPrimary(
    count,
    async () => {
      const database = await openDatabase(config);
      console.log('Lading: database PostgreSQL (DATABASE_URL)');
      try {
        await startupWork(database);
      } finally {
        await database.close();
      }
    },
    { port: config.port, host: config.host },
  );
  console.log(`Lading is running on http://localhost:${config.port}`);
}

start().catch((error) => {
  console.error('Lading failed to start:', error);
  process.exit(1);
});
