/**
 * Builds the Fastify application without listening: the route table first (it must see every route), external
 * plugins, then the app's own (db, i18n, errors, repositories, file storage, auth, input guard, maintenance,
 * idempotency), then the /api routes, then the PWA when a dist dir is given.
 */
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { systemVersion } from './lib/version';
import auth from './plugins/auth';
import dataScope from './plugins/data-scope';
import db from './plugins/db';
import errors from './plugins/errors';
import fairQueue, { apiConcurrency } from './plugins/fair-queue';
import fileStorage from './plugins/file-storage';
import i18n from './plugins/i18n';
import idempotency from './plugins/idempotency';
import inputGuard from './plugins/input-guard';
import maintenance from './plugins/maintenance';
import repositories from './plugins/repositories';
import permissions from './plugins/permissions';
import recentErrors from './plugins/recent-errors';
import routeTable from './plugins/route-table';
import securityHeaders from './plugins/security-headers';
import spa from './plugins/spa';
import type { FileStorage } from './plugins/storage';
import socket from './socket';
import api from './routes';
import webManifest from './routes/web-manifest';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** more routes under /api, registered after the app's own (tests add probe routes) */
  extraRoutes?: FastifyPluginAsync;
  /** instead of the one config.storage names (tests: a store that fails) */
  storage?: FileStorage;
}

const BODY_LIMIT = 1024 * 1024;

/**
 * API answers over ~1 KB go out compressed to a client that accepts it (brotli at the plugin's quality 4, cheap
 * per request; gzip otherwise). Request bodies are never inflated: a phone has nothing to gain and a zip bomb
 * nothing to reach. Images and xlsx are left alone (not compressible types); the built app's files come
 * precompressed from the build instead (plugins/spa.ts), so compression is scoped to the API routes.
 */
const API_COMPRESSION: FastifyCompressOptions = { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false };

export async function buildApp({ db: database, config, logger = false, extraRoutes, storage }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
    // avvio's limit for one plugin's loading (default 10 s): registering the API's few hundred routes with their
    // schemas took longer on a 2-core machine running the test suites in parallel (a PostgreSQL test run failed with
    // 'Plugin did not start in time'); a plugin that truly hangs is still reported, after two minutes
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The web client sends Content-Type: application/json on every request, even body-less POST/PUTs;
  // an empty body is "no body" (validated like one), not a JSON syntax error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  await app.register(routeTable);
  // how long the server itself spent on an answer (Server-Timing, read by the load bench and browser dev tools):
  // a client's time well above it is queueing before the request reached fastify (socket, event loop)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });
  // first of the hooks, so even a refusal by a later one carries the headers
  await app.register(securityHeaders);
  // before auth: its session check is the first database work a request does, and waits its turn like the rest
  await app.register(fairQueue, { limit: config.apiConcurrency ?? apiConcurrency(undefined, config.databaseUrl) });
  await app.register(db, { db: database });
  await app.register(i18n);
  await app.register(errors);
  await app.register(recentErrors);
  await app.register(repositories);
  await app.register(fileStorage, { config, storage });
  await app.register(auth, { config });
  await app.register(permissions);
  await app.register(dataScope);
  await app.register(inputGuard);
  await app.register(maintenance, { config });
  await app.register(idempotency);
  await app.register(socket, { config });

  await app.register(async function apiScope(scope) {
    await scope.register(compress, API_COMPRESSION);
    await scope.register(api, { prefix: '/api', config, version: systemVersion(config.distDir) });
    if (extraRoutes) await scope.register(extraRoutes, { prefix: '/api' });
  });
  await app.register(webManifest, { distDir: config.distDir });
  if (config.distDir) await app.register(spa, { distDir: config.distDir });

  await app.ready();
  return app;
}
