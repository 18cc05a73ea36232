/** The /api/file area: multipart parsing and the file storage (DATA_DIR/files) scoped to these routes. */
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import storage, { type FileStorage } from '../../../plugins/storage';
import directUpload from './direct-upload';
import image from './image';

const files: FastifyPluginAsync<{ config: Config; storage?: FileStorage }> = async (app, options) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(storage, { root: path.join(options.config.dataDir, 'files'), storage: options.storage });
  await app.register(image);
  await app.register(directUpload, { config: options.config });
};

export default files;
