/**
 * Builds the Fastify instance of the platform API (no listen: tests use `inject`).
 * Every route is under `/api` (but the storage stand-in's bucket, `/uploads/…`); answers are `{code, msg, data}` envelopes.
 */
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { registerAuthGuard } from './auth/guard';
import { assertProductionConfig, defaultEnv, type ApiEnv } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/connection';
import { refreshSearchIndex } from './search/index-queue';
import { registerErrorHandling } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { registerResponseCache } from './http/response-cache';
import { registerAchievementRoutes } from './routes/achievements';
import { registerAuthRoutes } from './routes/auth';
import { registerBasicRoutes } from './routes/basic';
import { registerCompanyManageRoutes } from './routes/companies-manage';
import { registerCompanyRoutes } from './routes/companies';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerCatalogueWriteRoutes } from './routes/catalogue-write';
import { registerCompanySearchRoutes } from './routes/companies-search';
import { registerEcRoutes } from './routes/ec';
import { registerFileRoutes } from './standins/pictures/seed-files';
import { registerMemberRoutes } from './routes/member';
import { registerMsgRoutes } from './routes/notices';
import { registerNewsRoutes } from './routes/news';
import { registerPostRoutes } from './routes/post';
import { registerSearchKeywordRoutes } from './routes/search-keywords';
import { registerStorageBucketRoutes } from './standins/storage-bucket';
import { attachChatBroker } from './realtime/broker';
import { createSharedState } from './state/shared-state';
import { redactSecrets } from '@/lib/shared/redact';

export const API_PREFIX = '/api';
/** Largest request body the API reads (JSON and form calls; uploads stream through their own routes). */
export const API_BODY_LIMIT = 2 * 1024 * 1024;
/** A request must arrive whole within this time; headers within API_HEADERS_TIMEOUT_MS (slow-loris clients). */
export const API_REQUEST_TIMEOUT_MS = 120_000;
export const API_HEADERS_TIMEOUT_MS = 10_000;

export interface BuildAppOptions {
  dbPath: string;
  env?: Partial<ApiEnv>;
  logger?: boolean;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "the first n hops" (proxy-addr's own reading). */
function fastifyTrustProxy(value: ApiEnv['trustProxy']): string[] | boolean | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const env: ApiEnv = { ...defaultEnv(), ...opts.env, dbPath: opts.dbPath };
  assertProductionConfig(env);
  const db = await openDatabase(env);
  // Rows written while the API was down (or by the seed) are searchable from the first request.
  await refreshSearchIndex(db);

  const app = Fastify({
    // every log line passes the redaction of tokens (a URL's access_token, a JSON body's tokens, Bearer …)
    logger: opts.logger ? { level: 'info', stream: { write: (line: string) => process.stdout.write(redactSecrets(line)) } } : false,
    logController: new LogController({ disableRequestLogging: true }),
    /**
     * The web reaches the API through its `/api` rewrite, which overwrites X-Forwarded-For with the address it
     * saw (scripts/web-server.ts). Only the configured hops are believed (TRUST_PROXY, default loopback): a
     * header sent by anyone else is ignored, so a client cannot choose the address per-IP limits count.
     */
    trustProxy: fastifyTrustProxy(env.trustProxy),
    bodyLimit: API_BODY_LIMIT,
    requestTimeout: API_REQUEST_TIMEOUT_MS,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.server.headersTimeout = API_HEADERS_TIMEOUT_MS;
  // in process without REDIS_URL; with it, an unreachable Redis fails the start (docs/shared-state.md)
  const state = await createSharedState({
    redisUrl: env.redisUrl,
    keyPrefix: env.redisKeyPrefix,
    instanceName: `api-${process.pid}`,
    onError: (error, source) => app.log.warn({ err: error, source }, 'shared state error'),
  }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const ctx: AppContext = { db, env, state, log: app.log };
  registerErrorHandling(app);
  // before any route: the document collects the routes as they register
  await registerOpenApi(app);
  await app.register(formbody);
  registerAuthGuard(app, ctx);
  registerResponseCache(app, env.responseCacheMs, state.cache);
  app.addHook('onClose', async () => {
    await db.close();
  });
  // onClose hooks run last-registered first: this one after the routes' (the order-expiry sweep stops) and the
  // broker's sessions (closed in preClose), before the database's
  app.addHook('onClose', async () => {
    await state.close();
  });

  await app.register(
    async (api) => {
      registerAuthRoutes(api, ctx);
      registerMemberRoutes(api, ctx);
      registerBasicRoutes(api, ctx);
      registerCompanySearchRoutes(api, ctx);
      registerCompanyRoutes(api, ctx);
      registerCompanyManageRoutes(api, ctx);
      registerCatalogueRoutes(api, ctx);
      registerCatalogueWriteRoutes(api, ctx);
      registerNewsRoutes(api, ctx);
      registerPostRoutes(api, ctx);
      registerMsgRoutes(api, ctx);
      registerSearchKeywordRoutes(api, ctx);
      registerFileRoutes(api, ctx);
      registerEcRoutes(api, ctx);
      registerAchievementRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  // The storage stand-in's bucket (ali-oss multipart calls) is path-style on the storage host, outside /api.
  registerStorageBucketRoutes(app, ctx);
  attachChatBroker(app, ctx);
  return app;
}
