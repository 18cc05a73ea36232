/** Platform-admin API (FMZY): qualification review and servicer companies. */
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import storage from '../../../plugins/storage';
import audit from './audit';
import servicers from './servicers';

const platform: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // the reviewer reads the applicants' qualification photos from the same store the file routes write to
  await app.register(storage, { root: path.join(config.dataDir, 'files') });
  await app.register(audit);
  await app.register(servicers);
};

export default platform;
