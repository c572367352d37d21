import { z } from 'zod';

/**
 * The environment the browser sees, validated once. Next inlines `process.env.NEXT_PUBLIC_X` at build
 * time only when written out literally, so each variable is read here by name (never
 * `process.env[name]`); the only module besides lib/env.ts allowed to read `process.env`
 * (eslint.config.mjs). Unset or empty values are undefined; the owning module applies its default.
 */
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const publicEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** `id:secret` of the OAuth client (B03). */
  NEXT_PUBLIC_OAUTH_CLIENT: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[^:]+:.+$/).optional()),
  /** C04: `1`/`true` shows the chat-app QR login and bind buttons. */
  NEXT_PUBLIC_CHAT_APP_LOGIN: z.preprocess((v) => v === '1' || v === 'true', z.boolean()),
  NEXT_PUBLIC_CHAT_APP_ID: optional,
  NEXT_PUBLIC_COOKIE_SECRET: optional,
  NEXT_PUBLIC_COOKIE_DOMAIN: optional,
  /** 16 characters: the AES key of the login password. */
  NEXT_PUBLIC_PASSWORD_AES_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().length(16).optional()),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

/**
 * The validated public environment. Parsed on each call (seven fields, microseconds): a value stubbed by a
 * test, or set before a module first asks, is seen; in a build every read is an inlined literal anyway.
 */
export function publicEnv(): PublicEnv {
  return publicEnvSchema.parse({
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
