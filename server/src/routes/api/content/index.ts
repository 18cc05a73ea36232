/** The content API (issue 22): articles and the feed, incentive plans, recommended servicers, fee config. */
import type { FastifyPluginAsync } from 'fastify';
import articles from './articles';
import marketing from './marketing';

const content: FastifyPluginAsync = async (app) => {
  await app.register(articles);
  await app.register(marketing);
};

export default content;
