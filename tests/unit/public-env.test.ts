import { describe, expect, it } from 'vitest';
import { parsePublicEnv, type PublicEnv } from '@/lib/public-env';

/** lib/public-env.ts checks the browser's environment by hand (no zod on every page): the rules it states. */
const unset: Record<keyof PublicEnv, string | undefined> = {
  NODE_ENV: undefined,
  NEXT_PUBLIC_OAUTH_CLIENT: undefined,
  NEXT_PUBLIC_CHAT_APP_LOGIN: undefined,
  NEXT_PUBLIC_CHAT_APP_ID: undefined,
  NEXT_PUBLIC_COOKIE_SECRET: undefined,
  NEXT_PUBLIC_COOKIE_DOMAIN: undefined,
  NEXT_PUBLIC_PASSWORD_AES_KEY: undefined,
};

describe('public environment', () => {
  it('unset and empty values are undefined; NODE_ENV defaults to production; the chat-app login is off', () => {
    const empty = Object.fromEntries(Object.keys(unset).map((k) => [k, ''])) as typeof unset;
    for (const raw of [unset, { ...empty, NODE_ENV: undefined }]) {
      expect(parsePublicEnv(raw)).toEqual({
        NODE_ENV: 'production',
        NEXT_PUBLIC_OAUTH_CLIENT: undefined,
        NEXT_PUBLIC_CHAT_APP_LOGIN: false,
        NEXT_PUBLIC_CHAT_APP_ID: undefined,
        NEXT_PUBLIC_COOKIE_SECRET: undefined,
        NEXT_PUBLIC_COOKIE_DOMAIN: undefined,
        NEXT_PUBLIC_PASSWORD_AES_KEY: undefined,
      });
    }
  });

  it('C04 `1` and `true` switch the chat-app login on, anything else leaves it off', () => {
    expect(parsePublicEnv({ ...unset, NEXT_PUBLIC_CHAT_APP_LOGIN: '1' }).NEXT_PUBLIC_CHAT_APP_LOGIN).toBe(true);
    expect(parsePublicEnv({ ...unset, NEXT_PUBLIC_CHAT_APP_LOGIN: 'true' }).NEXT_PUBLIC_CHAT_APP_LOGIN).toBe(true);
    expect(parsePublicEnv({ ...unset, NEXT_PUBLIC_CHAT_APP_LOGIN: 'yes' }).NEXT_PUBLIC_CHAT_APP_LOGIN).toBe(false);
  });

  it('B03 the OAuth client is `id:secret`; the password key has 16 characters; NODE_ENV is one of three', () => {
    expect(parsePublicEnv({ ...unset, NEXT_PUBLIC_OAUTH_CLIENT: 'web:web', NEXT_PUBLIC_PASSWORD_AES_KEY: 'pl4tf0rmPwdKey16', NODE_ENV: 'test' })).toMatchObject({
      NEXT_PUBLIC_OAUTH_CLIENT: 'web:web',
      NEXT_PUBLIC_PASSWORD_AES_KEY: 'pl4tf0rmPwdKey16',
      NODE_ENV: 'test',
    });
    expect(() => parsePublicEnv({ ...unset, NEXT_PUBLIC_OAUTH_CLIENT: 'web' })).toThrow(/NEXT_PUBLIC_OAUTH_CLIENT/);
    expect(() => parsePublicEnv({ ...unset, NEXT_PUBLIC_OAUTH_CLIENT: ':secret' })).toThrow(/NEXT_PUBLIC_OAUTH_CLIENT/);
    expect(() => parsePublicEnv({ ...unset, NEXT_PUBLIC_PASSWORD_AES_KEY: 'short' })).toThrow(/NEXT_PUBLIC_PASSWORD_AES_KEY/);
    expect(() => parsePublicEnv({ ...unset, NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});
