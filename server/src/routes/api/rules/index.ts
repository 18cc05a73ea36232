/** Rule-bearing basic data (time limits, blind areas, sorting rules) and the contract and line resources. */
import type { FastifyPluginAsync } from 'fastify';
import bannedAreas from './banned-areas';
import contracts from './contracts';
import lines from './lines';
import sortingRules from './sorting-rules';
import timeLimits from './time-limits';

const rules: FastifyPluginAsync = async (app) => {
  for (const plugin of [timeLimits, bannedAreas, sortingRules, contracts, lines]) await app.register(plugin);
};

export default rules;
