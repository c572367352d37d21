import { z } from 'zod';

/**
 * The web's server-side environment, validated: the only reader of server variables outside
 * `lib/public-env.ts`, `next.config.ts` and `scripts/` (eslint.config.mjs forbids other `process.env`
 * reads). Read per call, so a test that sets a variable sees it; an invalid value throws with its name.
 * Values never reach the browser: client bundles see the defaults (Next inlines only NEXT_PUBLIC_*).
 */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4000/api';
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** An unset or empty variable takes its default. */
const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);
const url = (fallback: string) =>
  z.preprocess(unsetIfEmpty, z.url({ protocol: /^https?$/ }).default(fallback)).transform((v) => v.replace(/\/+$/, ''));
const count = (fallback: number) => z.preprocess(unsetIfEmpty, z.coerce.number().int().nonnegative().default(fallback));

const serverEnvSchema = z.object({
  /** The platform API the server fetcher calls. */
  API_BASE_URL: url(DEFAULT_API_BASE_URL),
  /** The public address of the site: canonical and JSON-LD URLs, links inside sanitised HTML. */
  SITE_URL: url(DEFAULT_SITE_URL),
  /** Shared with the API: the header secret of `POST /api-hooks/revalidate`; unset turns the hook off. */
  REVALIDATE_SECRET: z.preprocess(unsetIfEmpty, z.string().optional()),
  /** The web server's page cache (scripts/web-server.ts): keep time (0 = off) and size. */
  PAGE_CACHE_TTL_MS: count(10_000),
  PAGE_CACHE_MAX_MB: count(64),
  PORT: count(3000),
  /**
   * Issue 26 item 4: Redis shared by every web instance (`redis://…`). Set: Next's incremental cache (ISR and data
   * cache, `revalidateTag`) lives there (lib/http/redis-cache-handler.ts) and page-cache purges are broadcast to
   * every instance over pub/sub (lib/http/purge-bus.ts). Unset: Next's file cache and an in-process purge.
   */
  REDIS_URL: z.preprocess(unsetIfEmpty, z.url({ protocol: /^rediss?$/ }).optional()),
  /** Prefix of every Redis key and channel the web tier uses (several sites on one Redis). */
  REDIS_KEY_PREFIX: z.preprocess(unsetIfEmpty, z.string().max(60).default('icweb:')),
  /** O19: the hotline both footers show (a demo number by default). */
  SITE_HOTLINE: z.preprocess(unsetIfEmpty, z.string().max(40).default('400-820-6618')),
  /**
   * O20, issue 18 item 11: the footer's filing numbers as issued (e.g. `沪ICP备2021012345号-1`, `沪公网安备 31010402001234号`).
   * Unset: the footer shows a value marked as a demo value.
   */
  SITE_ICP_FILING: z.preprocess(unsetIfEmpty, z.string().trim().max(80).optional()),
  SITE_POLICE_FILING: z.preprocess(unsetIfEmpty, z.string().trim().max(80).optional()),
  /**
   * Origins the browser sends uploads to (the storage host of the sign call's `uploadHost`), comma separated; the
   * CSP's `connect-src` allows them. Default: the origin of API_BASE_URL (the bundled storage stand-in).
   */
  STORAGE_ORIGINS: z.preprocess(unsetIfEmpty, z.string().optional()),
  /**
   * Reverse proxies in front of the web server whose X-Forwarded-For it believes (comma-separated addresses;
   * default none: the socket's peer is the client). The web server passes one address on to the API.
   */
  WEB_TRUSTED_PROXIES: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      ),
  ),
  /**
   * Hosts (`host` or `host:port`, comma separated) a `/redirect` target may lead to without the "即将离开"
   * interstitial, besides this site's own (SITE_URL's host is always in): e.g. the chat-app's authorization host.
   */
  REDIRECT_ALLOWED_HOSTS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default('')
      .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(?::\d{1,5})?$/, 'each entry must be host or host:port'))),
  ),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function serverEnv(vars: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(vars);
  if (!parsed.success) throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** The http(s) origins uploads go to: `STORAGE_ORIGINS`, or the API's own origin (invalid entries dropped). */
export function uploadOrigins(env: Pick<ServerEnv, 'API_BASE_URL' | 'STORAGE_ORIGINS'> = serverEnv()): string[] {
  const entries = env.STORAGE_ORIGINS ? env.STORAGE_ORIGINS.split(',') : [env.API_BASE_URL];
  const origins = entries
    .map((entry) => {
      try {
        const url = new URL(entry.trim());
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
      } catch {
        return null;
      }
    })
    .filter((o): o is string => o !== null);
  return [...new Set(origins)];
}

let hostsMemo: { key: string; hosts: { own: string[]; allowed: string[] } } | null = null;

/**
 * The redirect hosts (lib/routing/safe-redirect.ts): `own` = SITE_URL's host, `allowed` = it plus
 * REDIRECT_ALLOWED_HOSTS. Memoised on the two variables (the proxy asks on every `/redirect`).
 */
export function redirectHosts(vars: Record<string, string | undefined> = process.env): { own: string[]; allowed: string[] } {
  const key = `${vars.SITE_URL ?? ''}|${vars.REDIRECT_ALLOWED_HOSTS ?? ''}`;
  if (hostsMemo?.key === key) return hostsMemo.hosts;
  const env = serverEnv(vars);
  const own = [new URL(env.SITE_URL).host.toLowerCase()];
  const hosts = { own, allowed: [...new Set([...own, ...env.REDIRECT_ALLOWED_HOSTS])] };
  hostsMemo = { key, hosts };
  return hosts;
}
