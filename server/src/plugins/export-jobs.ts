/**
 * `app.exportJobs`: background exports (lib/export-jobs.ts) writing into the same file storage as uploads
 * (DATA_DIR/files, under exports/c<company>). Expired export files are removed when the server is ready.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { ExportJobs } from '../lib/export-jobs';
import { FilesystemStorage, type FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    exportJobs: ExportJobs;
  }
}

export default fp<{ dataDir: string; storage?: FileStorage }>(
  async (app, { dataDir, storage }) => {
    const jobs = new ExportJobs(app, storage ?? new FilesystemStorage(path.join(dataDir, 'files')));
    app.decorate('exportJobs', jobs);
    app.addHook('onReady', async () => {
      await jobs.removeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'removing expired exports failed'));
    });
    app.addHook('onClose', async () => {
      await jobs.idle();
    });
  },
  { name: 'export-jobs' },
);
