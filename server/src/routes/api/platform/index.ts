/** Platform-admin API (FMZY): qualification review and servicer companies. */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import audit from './audit';
import editions from './editions';
import servicers from './servicers';

const platform: FastifyPluginAsync<{ config: Config }> = async (app) => {
  await app.register(audit);
  await app.register(servicers);
  await app.register(editions);
};

export default platform;
