/**
 * The environment the browser sees, validated once. Next inlines `process.env.NEXT_PUBLIC_X` at build
 * time only when written out literally, so each variable is read here by name (never
 * `process.env[name]`); the only module besides lib/env.ts allowed to read `process.env`
 * (eslint.config.mjs). Unset or empty values are undefined; the owning module applies its default.
 *
 * Checked by hand rather than with zod: every page loads this module (session cookies, API client), and
 * zod would be the largest part of a public page's first-load JS (DESIGN.md §6; docs/architecture.md
 * "First-load JS"). The rules are those a zod schema would state; a bad value throws on first use.
 */

export interface PublicEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  /** `id:secret` of the OAuth client (B03). */
  NEXT_PUBLIC_OAUTH_CLIENT?: string;
  /** C04: `1`/`true` shows the chat-app QR login and bind buttons. */
  NEXT_PUBLIC_CHAT_APP_LOGIN: boolean;
  NEXT_PUBLIC_CHAT_APP_ID?: string;
  NEXT_PUBLIC_COOKIE_SECRET?: string;
  NEXT_PUBLIC_COOKIE_DOMAIN?: string;
  /** 16 characters: the AES key of the login password. */
  NEXT_PUBLIC_PASSWORD_AES_KEY?: string;
}

const NODE_ENVS: readonly PublicEnv['NODE_ENV'][] = ['development', 'production', 'test'];

function invalid(name: string, expected: string): never {
  throw new Error(`Invalid public environment: ${name} must be ${expected}`);
}

/** Unset or empty → undefined; otherwise the string, when `check` accepts it. */
function optionalString(name: string, value: string | undefined, check?: [(v: string) => boolean, string]): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (check && !check[0](value)) invalid(name, check[1]);
  return value;
}

/** Reads and checks the variables (exported for tests, which pass their own values). */
export function parsePublicEnv(raw: Record<keyof PublicEnv, string | undefined>): PublicEnv {
  const nodeEnv = raw.NODE_ENV ?? 'production';
  if (!NODE_ENVS.includes(nodeEnv as PublicEnv['NODE_ENV'])) invalid('NODE_ENV', NODE_ENVS.join(' | '));
  return {
    NODE_ENV: nodeEnv as PublicEnv['NODE_ENV'],
    NEXT_PUBLIC_OAUTH_CLIENT: optionalString('NEXT_PUBLIC_OAUTH_CLIENT', raw.NEXT_PUBLIC_OAUTH_CLIENT, [(v) => /^[^:]+:.+$/.test(v), '`id:secret`']),
    NEXT_PUBLIC_CHAT_APP_LOGIN: raw.NEXT_PUBLIC_CHAT_APP_LOGIN === '1' || raw.NEXT_PUBLIC_CHAT_APP_LOGIN === 'true',
    NEXT_PUBLIC_CHAT_APP_ID: optionalString('NEXT_PUBLIC_CHAT_APP_ID', raw.NEXT_PUBLIC_CHAT_APP_ID),
    NEXT_PUBLIC_COOKIE_SECRET: optionalString('NEXT_PUBLIC_COOKIE_SECRET', raw.NEXT_PUBLIC_COOKIE_SECRET),
    NEXT_PUBLIC_COOKIE_DOMAIN: optionalString('NEXT_PUBLIC_COOKIE_DOMAIN', raw.NEXT_PUBLIC_COOKIE_DOMAIN),
    NEXT_PUBLIC_PASSWORD_AES_KEY: optionalString('NEXT_PUBLIC_PASSWORD_AES_KEY', raw.NEXT_PUBLIC_PASSWORD_AES_KEY, [(v) => v.length === 16, '16 characters long']),
  };
}

/**
 * The validated public environment. Parsed on each call (seven fields, microseconds): a value stubbed by a
 * test, or set before a module first asks, is seen; in a build every read is an inlined literal anyway.
 */
export function publicEnv(): PublicEnv {
  return parsePublicEnv({
    NODE_ENV: process.env.NODE_ENV,
    NEXT_PUBLIC_OAUTH_CLIENT: process.env.NEXT_PUBLIC_OAUTH_CLIENT,
    NEXT_PUBLIC_CHAT_APP_LOGIN: process.env.NEXT_PUBLIC_CHAT_APP_LOGIN,
    NEXT_PUBLIC_CHAT_APP_ID: process.env.NEXT_PUBLIC_CHAT_APP_ID,
    NEXT_PUBLIC_COOKIE_SECRET: process.env.NEXT_PUBLIC_COOKIE_SECRET,
    NEXT_PUBLIC_COOKIE_DOMAIN: process.env.NEXT_PUBLIC_COOKIE_DOMAIN,
    NEXT_PUBLIC_PASSWORD_AES_KEY: process.env.NEXT_PUBLIC_PASSWORD_AES_KEY,
  });
}

/** `next dev`: extra console reports. */
export const isDevelopment = publicEnv().NODE_ENV === 'development';
/** A production build (`next build`); the CSP is relaxed everywhere else. */
export const isProduction = publicEnv().NODE_ENV === 'production';
