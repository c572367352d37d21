import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_AES_KEY, parseOAuthClients, readEnv, REPO_ROOT } from '../../backend/src/config';
import { decryptTransportPassword, encryptTransportPassword, hashPasswordSync, verifyPassword } from '../../backend/src/auth/password';
import { encryptPassword } from './helpers';

describe('API configuration', () => {
  it('defaults match docs/architecture.md', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      dbPath: path.join(REPO_ROOT, 'data/platform.db'),
      smsDevCode: '123456',
      captchaDisabled: false,
      tokenTtlSeconds: 2_592_000,
      refreshTtlSeconds: 7_776_000,
      oauthClients: [{ id: 'web', secret: 'web' }],
      passwordAesKey: DEFAULT_PASSWORD_AES_KEY,
    });
  });

  it('reads every variable; production without SMS_DEV_CODE uses random codes', () => {
    const env = readEnv({
      API_HOST: '0.0.0.0',
      API_PORT: '4100',
      DB_PATH: 'tmp/x.db',
      CAPTCHA_DISABLED: '1',
      TOKEN_TTL_SECONDS: '60',
      REFRESH_TTL_SECONDS: '120',
      OAUTH_CLIENTS: 'web:s3cret,app:other',
      PASSWORD_AES_KEY: 'abcdefghijklmnop',
      NODE_ENV: 'production',
    });
    expect(env).toMatchObject({ host: '0.0.0.0', port: 4100, captchaDisabled: true, tokenTtlSeconds: 60, refreshTtlSeconds: 120, smsDevCode: null, production: true });
    expect(env.dbPath).toBe(path.join(REPO_ROOT, 'tmp/x.db'));
    expect(env.oauthClients).toEqual([
      { id: 'web', secret: 's3cret' },
      { id: 'app', secret: 'other' },
    ]);
    expect(env.passwordAesKey).toBe('abcdefghijklmnop');
    expect(readEnv({ NODE_ENV: 'production', SMS_DEV_CODE: '654321' }).smsDevCode).toBe('654321');
  });

  it('a malformed OAUTH_CLIENTS falls back to web:web', () => {
    expect(parseOAuthClients('nonsense')).toEqual([{ id: 'web', secret: 'web' }]);
  });
});

describe('passwords', () => {
  it('B06 the server decrypts what crypto-js encrypts on the client, and the reverse', () => {
    expect(decryptTransportPassword(encryptPassword('Demo1234'), DEFAULT_PASSWORD_AES_KEY)).toBe('Demo1234');
    expect(encryptTransportPassword('Demo1234', DEFAULT_PASSWORD_AES_KEY)).toBe(encryptPassword('Demo1234'));
    expect(decryptTransportPassword('not base64 at all', DEFAULT_PASSWORD_AES_KEY)).toBeNull();
  });

  it('scrypt hashes verify only the right password and are salted', async () => {
    const a = hashPasswordSync('Demo1234');
    expect(a.startsWith('scrypt$')).toBe(true);
    expect(hashPasswordSync('Demo1234')).not.toBe(a);
    expect(await verifyPassword('Demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1234', a)).toBe(false);
    expect(await verifyPassword('Demo1234', null)).toBe(false);
  });
});
