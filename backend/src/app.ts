/**
 * Builds the Fastify instance of the platform API (no listen: tests use `inject`).
 * Every route is under `/api`; answers are `{code, msg, data}` envelopes.
 */
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { registerAuthGuard } from './auth/guard';
import { defaultEnv, type ApiEnv } from './config';
import type { AppContext } from './context';
import { openDb } from './db/connection';
import { registerErrorHandling } from './http/errors';
import { registerResponseCache } from './http/response-cache';
import { registerAuthRoutes } from './routes/auth';
import { registerBasicRoutes } from './routes/basic';
import { registerCompanyManageRoutes } from './routes/companies-manage';
import { registerCompanyRoutes } from './routes/companies';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerCatalogueWriteRoutes } from './routes/catalogue-write';
import { registerCompanySearchRoutes } from './routes/companies-search';
import { registerEcRoutes } from './routes/ec';
import { registerFileRoutes } from './routes/files';
import { registerMemberRoutes } from './routes/member';
import { registerMsgRoutes } from './routes/notices';
import { registerNewsRoutes } from './routes/news';
import { registerPostRoutes } from './routes/post';
import { registerSearchKeywordRoutes } from './routes/search-keywords';
import { attachChatBroker } from './realtime/broker';

export const API_PREFIX = '/api';

export interface BuildAppOptions {
  dbPath: string;
  env?: Partial<ApiEnv>;
  logger?: boolean;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const env: ApiEnv = { ...defaultEnv(), ...opts.env, dbPath: opts.dbPath };
  const db = openDb(opts.dbPath);
  const ctx: AppContext = { db, env };

  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    /** The web reaches the API through the Next rewrite; the client IP (rate limits) is in X-Forwarded-For. */
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  registerErrorHandling(app);
  await app.register(formbody);
  registerAuthGuard(app, ctx);
  registerResponseCache(app, env.responseCacheMs);
  app.addHook('onClose', async () => {
    db.close();
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
    },
    { prefix: API_PREFIX },
  );
  attachChatBroker(app, ctx);
  return app;
}
