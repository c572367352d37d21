/**
 * Runtime configuration of the API, read from the environment (see docs/architecture.md).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { DEFAULT_CHAT_APP_ID } from '@/lib/constants';

export interface OAuthClient {
  id: string;
  secret: string;
}

export interface ApiEnv {
  host: string;
  port: number;
  dbPath: string;
  /**
   * `DATABASE_URL` (`postgres://user:pass@host:5432/db`): the platform database on PostgreSQL, migrated on start and
   * seeded when empty; unset, the SQLite file at `dbPath`. Several API instances share one PostgreSQL.
   */
  databaseUrl: string | null;
  /** Connections of this instance's PostgreSQL pool (`DATABASE_POOL_SIZE`, default 10). */
  databasePoolSize: number;
  /** Code every sms request issues; null means random codes (production). */
  smsDevCode: string | null;
  /** Production mode: sms codes are not echoed in the answer. */
  production: boolean;
  captchaDisabled: boolean;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  oauthClients: OAuthClient[];
  /** 16 characters: AES-128-CBC key and IV of the encrypted password of `web_password`. */
  passwordAesKey: string;
  /**
   * Free failed logins per (account, IP) (`LOGIN_ATTEMPT_LIMIT`) and per IP (`LOGIN_IP_ATTEMPT_LIMIT`) within an
   * hour, counted apart for password and sms logins; past them the key backs off exponentially (auth/rate-limit.ts).
   */
  loginAttemptLimit: number;
  loginIpAttemptLimit: number;
  loginWindowSeconds: number;
  /** Sms requests allowed per IP inside `loginWindowSeconds`. */
  smsIpLimit: number;
  /** Sms codes sent to one mobile or e-mail per 24 hours (`SMS_DAILY_LIMIT`). */
  smsDailyLimit: number;
  /** Chat messages one member may send over REST per 10 s (`CHAT_SEND_LIMIT`; the STOMP send allows 20 per session). */
  chatSendLimit: number;
  /** Lifetime of cached public GET answers (visitors only; cleared by any write); 0 disables. */
  responseCacheMs: number;
  /** `CHAT_APP_LOGIN=1`: the chat-app sandbox (authorization page, codes) answers. */
  chatAppLogin: boolean;
  /** The app id the sandbox accepts (`CHAT_APP_ID`). */
  chatAppId: string;
  /** Origins a sandbox `redirect_uri` may point at: those of `SITE_URL` (comma separated). */
  siteOrigins: string[];
  /** The first `SITE_URL`, without a trailing slash: the address shared links and QR codes point at. */
  siteUrl: string;
  /** The web's revalidation hook (`WEB_REVALIDATE_URL`, `REVALIDATE_SECRET`); empty strings turn it off. */
  webRevalidateUrl: string;
  revalidateSecret: string;
  /** Delay of the hook's second call (`REVALIDATE_REPEAT_MS`, 0 = none). */
  revalidateRepeatMs: number;
  /** Key pair of the storage stand-in (`STORAGE_ACCESS_KEY_ID` / `STORAGE_ACCESS_KEY_SECRET`). */
  storageAccessKeyId: string;
  storageAccessKeySecret: string;
  /**
   * Origin the browser sends uploads to, straight and not through the site's `/api` rewrite (`STORAGE_PUBLIC_URL`;
   * default: this API's own address). The PostObject host is `{it}/api/oss`, the multipart bucket `{it}/uploads/`.
   */
  storagePublicUrl: string;
  /**
   * Origins besides `storagePublicUrl` that company file links may point at (`FILE_URL_ORIGINS`, comma separated):
   * the deployment's OSS bucket or CDN. Any other host is refused (storage/stored-url.ts).
   */
  fileUrlOrigins: string[];
  /**
   * `PAY_SANDBOX`: the sandbox payment provider (its cashier page, its notification callback and the JS-SDK config it
   * signs) answers. Default: on outside production, off in production unless `PAY_SANDBOX=1`; while it is off only
   * OFFLINE_BANK is offered.
   */
  paySandbox: boolean;
  /** HMAC key the sandbox payment provider signs its notifications (and JS-API parameters) with (`PAY_SANDBOX_SECRET`). */
  paySandboxSecret: string;
  /** Delay before the sandbox sends its asynchronous notification after the payer's choice (`PAY_NOTIFY_DELAY_MS`). */
  payNotifyDelayMs: number;
  /** Where the sandbox posts notifications (`PAY_NOTIFY_URL`); unset: into this API's own callback route. */
  payNotifyUrl: string | null;
  /** `PAY_CARDPAY=1`: offer CARDPAY (H38: hidden unless configured). */
  cardPayEnabled: boolean;
  /** Secret of the platform's review routes (`REVIEW_SECRET`, header `x-review-secret`); empty turns them off. */
  reviewSecret: string;
  /**
   * The proxy hops whose `X-Forwarded-For` the API believes (`TRUST_PROXY`): addresses, CIDRs or proxy-addr's
   * names (`loopback`), comma separated; a number = that many hops; `false` = none (the socket address is the
   * client). Default: loopback, i.e. the web server on the same machine, which overwrites the header.
   */
  trustProxy: string[] | number | false;
  /**
   * How long a write waits for the database lock before the call answers HTTP 503 (`DB_BUSY_TIMEOUT_MS`); on SQLite
   * in asynchronous retries (db/sql.ts), so the wait never blocks other requests.
   */
  dbBusyTimeoutMs: number;
  /**
   * The Redis that holds the state shared by the API's instances (`REDIS_URL`, `redis://[:password@]host:port[/db]`
   * or `rediss://…`): socket tickets, the refresh grace window, the chat send limit, the answer cache, the owner of the
   * order-expiry sweep and the chat fan-out (docs/shared-state.md). Unset: all of it in this process (one instance).
   */
  redisUrl: string | null;
  /** Starts every Redis key and channel (`REDIS_KEY_PREFIX`, default `api:`), so deployments can share one Redis. */
  redisKeyPrefix: string;
  /**
   * Period of the unpaid-order expiry sweep (`ORDER_EXPIRY_SWEEP_MS`, default 15 s); each period it runs on one API
   * instance only (a lease in the shared state).
   */
  orderExpirySweepMs: number;
  /**
   * `SEED_SCALE` (issue 28 item 4): the seed grows its news, posts, members, comments, chat messages and orders to
   * this many times (db/seed/scale.ts) — `npm run seed` (its `--scale N` wins) and the seed of an empty PostgreSQL.
   */
  seedScale: number;
}

/** The repository root (two levels above backend/src). */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export const DEFAULT_PASSWORD_AES_KEY = 'pl4tf0rmPwdKey16';
/** Delay of the revalidation hook's second call by default. */
export const DEFAULT_REVALIDATE_REPEAT_MS = 3000;
/** Key of the sandbox payment provider when `PAY_SANDBOX_SECRET` is unset (development only). */
export const DEFAULT_PAY_SANDBOX_SECRET = 'sandbox-pay-secret-dev';
/** Key pair of the storage stand-in when `STORAGE_ACCESS_KEY_*` are unset (development only). */
export const DEFAULT_STORAGE_ACCESS_KEY_ID = 'local-storage';
export const DEFAULT_STORAGE_ACCESS_KEY_SECRET = 'local-storage-secret-change-me';
/** Shortest secret a production API accepts (`REVALIDATE_SECRET`, `REVIEW_SECRET`, `PAY_SANDBOX_SECRET`, …). */
export const MIN_PRODUCTION_SECRET_LENGTH = 16;
/** Cache lifetime of public answers when the server runs (tests build the app without it). */
export const DEFAULT_RESPONSE_CACHE_MS = 5000;
/** The hops the API trusts by default: the web server on this machine (its `/api` rewrite). */
export const DEFAULT_TRUST_PROXY = ['loopback'];
export const DEFAULT_DB_BUSY_TIMEOUT_MS = 5000;
export const DEFAULT_REDIS_KEY_PREFIX = 'api:';
export const DEFAULT_ORDER_EXPIRY_SWEEP_MS = 15_000;

function intOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

/** `1`/`true` → on, `0`/`false` → off, anything else (unset) → `fallback`. */
function flagOr(value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return fallback;
}

/** The origins of a comma-separated list of site URLs (invalid entries and non-http(s) schemes dropped). */
export function parseSiteOrigins(value: string | undefined): string[] {
  const origins = (value || 'http://localhost:3000')
    .split(',')
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

/** `STORAGE_PUBLIC_URL` as an origin, or this API's address (a wildcard listen address becomes loopback). */
export function storagePublicUrl(value: string | undefined, host: string, port: number): string {
  if (value) {
    try {
      const url = new URL(value.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // falls through to the API's own address
    }
  }
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

/**
 * `TRUST_PROXY`: unset → loopback; `false`/`none`/`0` → no proxy; a positive integer → that many hops;
 * otherwise a comma-separated list of addresses, CIDRs or proxy-addr names. `true` (trust every sender of the
 * header, i.e. let any client choose its address) is not accepted and reads as the default.
 */
export function parseTrustProxy(value: string | undefined): string[] | number | false {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'true' || text === '*') return DEFAULT_TRUST_PROXY;
  if (text === 'false' || text === 'none' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 ? list : DEFAULT_TRUST_PROXY;
}

function repeatMs(value: string | undefined): number {
  const n = Number(value ?? DEFAULT_REVALIDATE_REPEAT_MS);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function parseOAuthClients(value: string | undefined): OAuthClient[] {
  const list = (value ?? 'web:web')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(':');
      return at > 0 ? { id: pair.slice(0, at), secret: pair.slice(at + 1) } : null;
    })
    .filter((c): c is OAuthClient => c !== null);
  return list.length > 0 ? list : [{ id: 'web', secret: 'web' }];
}

export function defaultEnv(): ApiEnv {
  return {
    host: '127.0.0.1',
    port: 4000,
    dbPath: path.join(REPO_ROOT, 'data/platform.db'),
    databaseUrl: null,
    databasePoolSize: 10,
    smsDevCode: '123456',
    production: false,
    captchaDisabled: false,
    tokenTtlSeconds: 2_592_000,
    refreshTtlSeconds: 7_776_000,
    oauthClients: [{ id: 'web', secret: 'web' }],
    passwordAesKey: DEFAULT_PASSWORD_AES_KEY,
    loginAttemptLimit: 5,
    loginIpAttemptLimit: 20,
    loginWindowSeconds: 600,
    smsIpLimit: 20,
    smsDailyLimit: 10,
    chatSendLimit: 20,
    responseCacheMs: 0,
    chatAppLogin: false,
    chatAppId: DEFAULT_CHAT_APP_ID,
    siteOrigins: ['http://localhost:3000'],
    siteUrl: 'http://localhost:3000',
    webRevalidateUrl: '',
    revalidateSecret: '',
    revalidateRepeatMs: DEFAULT_REVALIDATE_REPEAT_MS,
    storageAccessKeyId: DEFAULT_STORAGE_ACCESS_KEY_ID,
    storageAccessKeySecret: DEFAULT_STORAGE_ACCESS_KEY_SECRET,
    storagePublicUrl: 'http://127.0.0.1:4000',
    fileUrlOrigins: [],
    paySandbox: true,
    paySandboxSecret: DEFAULT_PAY_SANDBOX_SECRET,
    payNotifyDelayMs: 500,
    payNotifyUrl: null,
    cardPayEnabled: false,
    reviewSecret: '',
    trustProxy: DEFAULT_TRUST_PROXY,
    dbBusyTimeoutMs: DEFAULT_DB_BUSY_TIMEOUT_MS,
    redisUrl: null,
    redisKeyPrefix: DEFAULT_REDIS_KEY_PREFIX,
    orderExpirySweepMs: DEFAULT_ORDER_EXPIRY_SWEEP_MS,
    seedScale: 1,
  };
}

/** Reads `process.env`-shaped variables into an ApiEnv: the backend's only reader of `process.env` (eslint.config.mjs). */
export function readEnv(vars: Record<string, string | undefined> = process.env): ApiEnv {
  const base = defaultEnv();
  const production = vars.NODE_ENV === 'production';
  const smsDevCode = vars.SMS_DEV_CODE && /^\d{6}$/.test(vars.SMS_DEV_CODE) ? vars.SMS_DEV_CODE : production ? null : '123456';
  const key = vars.PASSWORD_AES_KEY && vars.PASSWORD_AES_KEY.length === 16 ? vars.PASSWORD_AES_KEY : DEFAULT_PASSWORD_AES_KEY;
  return {
    ...base,
    host: vars.API_HOST || base.host,
    port: intOr(vars.API_PORT, base.port),
    dbPath: vars.DB_PATH ? path.resolve(REPO_ROOT, vars.DB_PATH) : base.dbPath,
    databaseUrl: vars.DATABASE_URL?.trim() || null,
    databasePoolSize: intOr(vars.DATABASE_POOL_SIZE, base.databasePoolSize),
    smsDevCode,
    production,
    captchaDisabled: vars.CAPTCHA_DISABLED === '1' || vars.CAPTCHA_DISABLED === 'true',
    tokenTtlSeconds: intOr(vars.TOKEN_TTL_SECONDS, base.tokenTtlSeconds),
    refreshTtlSeconds: intOr(vars.REFRESH_TTL_SECONDS, base.refreshTtlSeconds),
    oauthClients: parseOAuthClients(vars.OAUTH_CLIENTS),
    passwordAesKey: key,
    loginAttemptLimit: intOr(vars.LOGIN_ATTEMPT_LIMIT, base.loginAttemptLimit),
    loginIpAttemptLimit: intOr(vars.LOGIN_IP_ATTEMPT_LIMIT, base.loginIpAttemptLimit),
    smsIpLimit: intOr(vars.SMS_IP_LIMIT, base.smsIpLimit),
    smsDailyLimit: intOr(vars.SMS_DAILY_LIMIT, base.smsDailyLimit),
    chatSendLimit: intOr(vars.CHAT_SEND_LIMIT, base.chatSendLimit),
    responseCacheMs: vars.API_CACHE_MS === '0' ? 0 : intOr(vars.API_CACHE_MS, DEFAULT_RESPONSE_CACHE_MS),
    chatAppLogin: vars.CHAT_APP_LOGIN === '1' || vars.CHAT_APP_LOGIN === 'true',
    chatAppId: vars.CHAT_APP_ID || DEFAULT_CHAT_APP_ID,
    reviewSecret: vars.REVIEW_SECRET ?? '',
    siteOrigins: parseSiteOrigins(vars.SITE_URL),
    siteUrl: (vars.SITE_URL?.split(',')[0]?.trim() || base.siteUrl).replace(/\/$/, ''),
    webRevalidateUrl: vars.WEB_REVALIDATE_URL?.trim() ?? '',
    revalidateSecret: vars.REVALIDATE_SECRET ?? '',
    revalidateRepeatMs: repeatMs(vars.REVALIDATE_REPEAT_MS),
    storageAccessKeyId: vars.STORAGE_ACCESS_KEY_ID || base.storageAccessKeyId,
    storageAccessKeySecret: vars.STORAGE_ACCESS_KEY_SECRET || base.storageAccessKeySecret,
    storagePublicUrl: storagePublicUrl(vars.STORAGE_PUBLIC_URL, vars.API_HOST || base.host, intOr(vars.API_PORT, base.port)),
    fileUrlOrigins: vars.FILE_URL_ORIGINS?.trim() ? parseSiteOrigins(vars.FILE_URL_ORIGINS) : [],
    paySandbox: flagOr(vars.PAY_SANDBOX, !production),
    paySandboxSecret: vars.PAY_SANDBOX_SECRET || DEFAULT_PAY_SANDBOX_SECRET,
    payNotifyDelayMs: vars.PAY_NOTIFY_DELAY_MS === '0' ? 0 : intOr(vars.PAY_NOTIFY_DELAY_MS, base.payNotifyDelayMs),
    payNotifyUrl: vars.PAY_NOTIFY_URL?.trim() || null,
    cardPayEnabled: vars.PAY_CARDPAY === '1' || vars.PAY_CARDPAY === 'true',
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    dbBusyTimeoutMs: intOr(vars.DB_BUSY_TIMEOUT_MS, base.dbBusyTimeoutMs),
    redisUrl: vars.REDIS_URL?.trim() || null,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX?.trim() || base.redisKeyPrefix,
    orderExpirySweepMs: intOr(vars.ORDER_EXPIRY_SWEEP_MS, base.orderExpirySweepMs),
    seedScale: intOr(vars.SEED_SCALE, base.seedScale),
  };
}

/**
 * What keeps a production API from starting (issue 30 item 1): a secret still at its development default, or too
 * short to resist guessing. Each line names the variable to set. Empty outside production. The OAuth client pair
 * (`OAUTH_CLIENTS`) and `PASSWORD_AES_KEY` are not secrets here: the web inlines both into its browser bundle
 * (`NEXT_PUBLIC_OAUTH_CLIENT`, `NEXT_PUBLIC_PASSWORD_AES_KEY`, spec B06), so they are left to the deployment.
 */
export function productionConfigProblems(env: ApiEnv): string[] {
  if (!env.production) return [];
  const problems: string[] = [];
  const weak = (name: string, value: string, fallback: string | null): void => {
    if (fallback !== null && value === fallback) problems.push(`${name} is unset or still its development default; set a secret of its own`);
    else if (value.length < MIN_PRODUCTION_SECRET_LENGTH) problems.push(`${name} is shorter than ${MIN_PRODUCTION_SECRET_LENGTH} characters`);
  };
  weak('STORAGE_ACCESS_KEY_SECRET', env.storageAccessKeySecret, DEFAULT_STORAGE_ACCESS_KEY_SECRET);
  if (env.paySandbox) weak('PAY_SANDBOX_SECRET', env.paySandboxSecret, DEFAULT_PAY_SANDBOX_SECRET);
  // unset = the hook or the review routes are off; set, they must not be guessable
  if (env.webRevalidateUrl && !env.revalidateSecret) problems.push('REVALIDATE_SECRET is unset while WEB_REVALIDATE_URL is set; give both tiers the same secret');
  else if (env.revalidateSecret) weak('REVALIDATE_SECRET', env.revalidateSecret, null);
  if (env.reviewSecret) weak('REVIEW_SECRET', env.reviewSecret, null);
  return problems;
}

/** Throws the start-up error of a production configuration with problems (every variable named at once). */
export function assertProductionConfig(env: ApiEnv): void {
  const problems = productionConfigProblems(env);
  if (problems.length > 0) throw new Error(`NODE_ENV=production: the API does not start with development secrets:\n  - ${problems.join('\n  - ')}\n(docs/deploy.md lists every variable)`);
}
