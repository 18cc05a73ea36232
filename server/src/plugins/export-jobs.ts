/**
 * `app.exportJobs`: background exports (lib/export-jobs.ts) writing into the same file storage as uploads
 * (app.storage, under exports/c<company>). Expired export files are removed when the server is ready.
 */
import fp from 'fastify-plugin';
import { ExportJobs } from '../lib/export-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    exportJobs: ExportJobs;
  }
}

export default fp(
  async (app) => {
    const jobs = new ExportJobs(app, app.storage);
    app.decorate('exportJobs', jobs);
    app.addHook('onReady', async () => {
      await jobs.removeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'removing expired exports failed'));
    });
    app.addHook('onClose', async () => {
      await jobs.idle();
    });
  },
  { name: 'export-jobs', dependencies: ['storage'] },
);
