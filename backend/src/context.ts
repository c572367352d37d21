/**
 * What every route module receives: the database and the configuration.
 */
import type { Db } from './db/connection';
import type { ApiEnv } from './config';

export interface AppContext {
  db: Db;
  env: ApiEnv;
}
