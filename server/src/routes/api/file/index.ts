/** The /api/file area: multipart parsing scoped to these routes; the bytes go to app.storage (plugins/file-storage.ts). */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import directUpload from './direct-upload';
import image from './image';

const files: FastifyPluginAsync<{ config: Config }> = async (app, options) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(image);
  await app.register(directUpload, { config: options.config });
};

export default files;
