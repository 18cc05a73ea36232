/**
 * `npm start` / `npm run serve`: read the config, open and migrate the database, seed a fresh one,
 * serve the API and the built PWA on one port, and shut down cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty, syncSystemData } from './seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const where = database.kind === 'pglite' ? `embedded PostgreSQL at ${config.dataDir}/pgdata` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Lading: database ${where}`);
  const seeded = await database.exclusive(async () => {
    await database.migrate();
    await syncSystemData(database.db);
    return seedDemoIfEmpty(database.db);
  });
  if (seeded) console.log('Lading: seeded the demo data (see README for the accounts)');

  const app = await buildApp({
    db: database.db,
    config,
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-token"]', 'req.headers.token', 'req.headers["refresh-token"]', 'req.headers.authorization'],
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Lading: ${signal}, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      console.log('Lading: stopped');
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
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

main().catch((error) => {
  console.error('Lading failed to start:', error);
  process.exit(1);
});
