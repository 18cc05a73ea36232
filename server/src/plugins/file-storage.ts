/**
 * `app.storage`: the one file storage of the app (uploads, the reviewers' reads, export files), registered once at the
 * root. DATA_DIR/files by default, an S3-compatible bucket when the config says so (config.storage). At start the
 * filesystem store drops the temp files a crashed process left; the bucket is checked in the background so a
 * misconfigured one shows in the log at once rather than at the first upload.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { FilesystemStorage, type FileStorage } from './storage';
import { S3Storage } from './storage-s3';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export function createStorage(config: Config): FileStorage {
  if (config.storage.kind === 's3') return new S3Storage(config.storage);
  return new FilesystemStorage(path.join(config.dataDir, 'files'));
}

export default fp<{ config: Config; storage?: FileStorage }>(
  async (app, { config, storage }) => {
    const chosen = storage ?? createStorage(config);
    app.decorate('storage', chosen);
    if (chosen instanceof FilesystemStorage) {
      const removed = await chosen.removeStaleTemp().catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not clean the temporary upload files');
        return 0;
      });
      if (removed) app.log.warn({ removed }, `removed ${removed} temporary upload file(s) left by an interrupted upload`);
      else app.log.info('no temporary upload files to clean');
    }
    if (chosen instanceof S3Storage) {
      const { bucket, endpoint } = chosen.options;
      app.addHook('onReady', async () => {
        chosen.check().then(
          () => app.log.info({ bucket, endpoint }, 'file storage: S3 bucket reachable'),
          (error: unknown) => app.log.error({ err: error, bucket, endpoint }, 'file storage: the S3 bucket does not answer; uploads will fail'),
        );
      });
      // one handed in belongs to the caller
      if (!storage) app.addHook('onClose', async () => chosen.close());
    }
  },
  { name: 'storage' },
);
