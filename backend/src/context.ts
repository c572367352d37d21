/**
 * What every route module receives: the database, the configuration, the state shared by the API's instances
 * (in process without `REDIS_URL`, on Redis with it: docs/shared-state.md) and the app's logger.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/connection';
import type { ApiEnv } from './config';
import type { SharedState } from './state/shared-state';

export interface AppContext {
  db: Db;
  env: ApiEnv;
  state: SharedState;
  /** The app's logger, for work outside a request (deliveries, sweeps, shared-state failures). */
  log: FastifyBaseLogger;
}
