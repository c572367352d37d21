import path from 'node:path';
import { serverEnv } from '../env';

/**
 * Which incremental cache Next uses (issue 26 item 4), decided by next.config.ts each time Next loads it:
 *
 * - **Run time with `REDIS_URL`**: lib/http/redis-cache-handler.ts, so ISR pages and the data cache live in Redis
 *   and one `revalidateTag` (the API's hook, received by any one instance) reaches every web instance.
 * - **Otherwise** (no `REDIS_URL`, and always at build time): `undefined`, i.e. Next's own file cache in the build
 *   folder, exactly as before. The build never needs Redis, and the handler, a TypeScript module loaded through tsx
 *   by the web server, is never loaded by `next build`.
 */
export const PHASE_PRODUCTION_SERVER = 'phase-production-server';

export const REDIS_CACHE_HANDLER_FILE = 'lib/http/redis-cache-handler.ts';

export function incrementalCacheHandler(phase: string, rootDir: string, vars?: Record<string, string | undefined>): string | undefined {
  if (phase !== PHASE_PRODUCTION_SERVER) return undefined;
  return serverEnv(vars).REDIS_URL ? path.join(rootDir, REDIS_CACHE_HANDLER_FILE) : undefined;
}
