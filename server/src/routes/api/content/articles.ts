/**
 * Articles (issue 22, src/domain/content/README.md). The platform admin writes; every signed-in user reads the feed
 * of its audience. Bodies are sanitised by the repository on every write.
 *   GET    /api/content/article                {page, per_page, status, audience, title}: the platform's articles
 *   POST   /api/content/article                {title, summary, body, audience}: data.id (a draft)
 *   GET    /api/content/article/:id            the article with its body
 *   PUT    /api/content/article/:id            same body as POST; a published article is withdrawn first (400)
 *   DELETE /api/content/article/:id            a draft or withdrawn article
 *   POST   /api/content/article/:id/action     {action publish|withdraw}: the transition table of articles.ts
 *   GET    /api/content/feed                   {page, per_page, unread}: published articles of the reader's audience, read marks
 *   GET    /api/content/feed/:id               one of them, marked read
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articleActionBody, articleBody, articleDetail, articleItem, articleListQuery, feedDetail, feedItem } from '../../../../../src/domain/content/api';
import { audiencesOf } from '../../../../../src/domain/content/articles';
import { ARTICLE_ACTION_NAMES, ARTICLE_STATUS_NAMES } from '../../../../../src/domain/content/messages';
import { badRequest, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import { platformAdmin } from '../platform/guard';
import { isBlankHtml } from '../../../repositories/content/sanitize';

const idParams = z.object({ id: idParam });
const idOnly = envelope(z.object({ id: z.number().int() }));

export const actorOf = (request: FastifyRequest) => {
  const auth = platformAdmin(request);
  return { companyId: auth.company_id, userId: auth.id, name: auth.nickname || auth.username };
};

const readerOf = (request: FastifyRequest) => {
  const auth = request.user();
  return { userId: auth.id, companyId: auth.company_id, audiences: audiencesOf(auth.app_code) };
};

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/article',
    { schema: { querystring: pageQuery.extend(articleListQuery.shape), response: { 200: envelope(z.object({ list: z.array(articleItem), total: z.number().int() })) } } },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      return ok(await app.articles.list(actor.companyId, { status: q.status, audience: q.audience, title: q.title, page: q.page, perPage: q.per_page }));
    },
  );

  app.post('/content/article', { schema: { body: articleBody, response: { 200: idOnly } } }, async (request) => {
    const actor = actorOf(request);
    if (isBlankHtml(request.body.body)) throw badRequest('ctBodyRequired');
    return ok({ id: await app.articles.create(request.body, actor) });
  });

  app.get('/content/article/:id', { schema: { params: idParams, response: { 200: envelope(articleDetail) } } }, async (request) => {
    const actor = actorOf(request);
    const article = await app.articles.detail(actor.companyId, request.params.id);
    if (!article) throw notFound();
    return ok(article);
  });

  app.put('/content/article/:id', { schema: { params: idParams, body: articleBody, response: { 200: idOnly } } }, async (request) => {
    const actor = actorOf(request);
    if (isBlankHtml(request.body.body)) throw badRequest('ctBodyRequired');
    const done = await app.articles.update(request.params.id, request.body, actor);
    if (done === 'published') throw badRequest('ctArticlePublished');
    if (!done) throw notFound();
    return ok({ id: request.params.id });
  });

  app.delete('/content/article/:id', { schema: { params: idParams, response: { 200: idOnly } } }, async (request) => {
    const actor = actorOf(request);
    const done = await app.articles.remove(request.params.id, actor);
    if (done === 'published') throw badRequest('ctArticlePublished');
    if (!done) throw notFound();
    return ok({ id: request.params.id });
  });

  app.post('/content/article/:id/action', { schema: { params: idParams, body: articleActionBody, response: { 200: envelope(articleItem) } } }, async (request) => {
    const actor = actorOf(request);
    const { action } = request.body;
    const result = await app.articles.act(request.params.id, action, actor);
    if (result === 'not-found') throw notFound();
    if ('refused' in result) {
      throw badRequest('ctArticleAction', { status: ARTICLE_STATUS_NAMES[result.refused][request.lang], action: ARTICLE_ACTION_NAMES[action][request.lang] });
    }
    return ok(result);
  });

  app.get(
    '/content/feed',
    {
      schema: {
        querystring: pageQuery.extend({ unread: z.enum(['0', '1']).optional() }),
        response: { 200: envelope(z.object({ list: z.array(feedItem), total: z.number().int(), unread: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await app.articles.feed(readerOf(request), { page: q.page, perPage: q.per_page, unread: q.unread === '1' }));
    },
  );

  app.get('/content/feed/:id', { schema: { params: idParams, response: { 200: envelope(feedDetail) } } }, async (request) => {
    const article = await app.articles.readOne(readerOf(request), request.params.id);
    if (!article) throw notFound();
    return ok(article);
  });
};

export default routes;
