import { createDecipheriv } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, clientTransport } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import {
  checkCaptcha,
  getCaptcha,
  loginByOfficialAccount,
  loginByPassword,
  loginBySms,
  loginByWebCode,
  oauthClientAuthorization,
  refreshToken,
  sendSmsCode,
  smsCountdownOf,
} from '@/lib/api/auth';
import { getMemberInfo, isMemberInfoMissing } from '@/lib/api/member';
import { DEFAULT_PASSWORD_AES_KEY, encryptPassword } from '@/lib/session/password-crypto';
import { saveLoginSession } from '@/lib/session/session';
import { MEMBER_INFO_MISSING_MSG } from '@/lib/constants';
import { API, ok, resetBrowserState, tokenData } from './helpers';

const server = setupServer();
let restore: () => void = () => {};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowserState();
  restore = configureApiClient({ onUnauthorized: vi.fn(), onBadRequest: vi.fn(), logError: vi.fn() });
});
afterEach(() => {
  restore();
  server.resetHandlers();
});
afterAll(() => server.close());

interface Captured {
  authorization: string | null;
  contentType: string | null;
  body: URLSearchParams;
}

function captureTokenCall(): Captured[] {
  const calls: Captured[] = [];
  server.use(
    http.post(`${API}/auth/oauth/token`, async ({ request }) => {
      calls.push({
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
        body: new URLSearchParams(await request.text()),
      });
      return HttpResponse.json(ok(tokenData('a', 'r')));
    }),
  );
  return calls;
}

function decrypt(cipherBase64: string, key: string): string {
  const k = Buffer.from(key, 'utf8');
  const decipher = createDecipheriv('aes-128-cbc', k, k);
  return Buffer.concat([decipher.update(Buffer.from(cipherBase64, 'base64')), decipher.final()]).toString('utf8');
}

describe('token call', () => {
  it('B03 sends no bearer, the fixed client Basic authorization, scope=server, form-encoded', async () => {
    saveLoginSession({ access_token: 'session-token', refresh_token: 'r' }, { rememberMe: true });
    const calls = captureTokenCall();
    await loginBySms(clientTransport, { mobile: '13800000001', smsCode: '123456', secretKey: 'k' });
    const [call] = calls;
    expect(call?.authorization).toBe(`Basic ${Buffer.from('web:web').toString('base64')}`);
    expect(call?.authorization).not.toContain('Bearer');
    expect(call?.contentType).toContain('application/x-www-form-urlencoded');
    expect(call?.body.get('scope')).toBe('server');
  });

  it('oauthClientAuthorization is Basic base64(web:web) by default', () => {
    expect(oauthClientAuthorization()).toBe('Basic d2ViOndlYg==');
  });

  it('B04 sms login: grant mobile with mobile, smsCode, secretKey', async () => {
    const calls = captureTokenCall();
    await expect(loginBySms(clientTransport, { mobile: '13800000001', smsCode: '123456', secretKey: 'sk' })).resolves.toMatchObject({
      access_token: 'a',
      memberId: 7,
    });
    const body = calls[0]?.body;
    expect(Object.fromEntries(body ?? [])).toEqual({
      grant_type: 'mobile',
      mobile: '13800000001',
      smsCode: '123456',
      secretKey: 'sk',
      scope: 'server',
    });
  });

  it('B06 password login: grant web_password, the password encrypted (no plaintext on the wire), remember_me', async () => {
    const calls = captureTokenCall();
    await loginByPassword(clientTransport, { mobile: '13800000001', password: 'Demo1234', rememberMe: true });
    const body = calls[0]?.body;
    expect(body?.get('grant_type')).toBe('web_password');
    expect(body?.get('remember_me')).toBe('true');
    const sent = body?.get('password') ?? '';
    expect(sent).not.toContain('Demo1234');
    expect(decrypt(sent, DEFAULT_PASSWORD_AES_KEY)).toBe('Demo1234');
  });

  it('B07 web_code, B08 official_account, B09 refresh_token grants', async () => {
    const calls = captureTokenCall();
    await loginByWebCode(clientTransport, 'c1', 's1');
    await loginByOfficialAccount(clientTransport, 'c2', 's2');
    await refreshToken(clientTransport, 'rt');
    expect(calls.map((c) => [c.body.get('grant_type'), c.body.get('code') ?? c.body.get('refresh_token'), c.body.get('state')])).toEqual([
      ['web_code', 'c1', 's1'],
      ['official_account', 'c2', 's2'],
      ['refresh_token', 'rt', null],
    ]);
    expect(calls.every((c) => c.body.get('scope') === 'server')).toBe(true);
  });

  it('B10 a token answer that does not match the contract is a -1000 error', async () => {
    server.use(http.post(`${API}/auth/oauth/token`, () => HttpResponse.json(ok({ access_token: 'a' }))));
    await expect(loginByWebCode(clientTransport, 'c', 's')).rejects.toMatchObject({ code: -1000 });
  });
});

describe('password encryption', () => {
  it('B06 AES-128-CBC, key = iv = the UTF-8 key, PKCS7, base64 — decrypts with node:crypto', () => {
    for (const plain of ['Demo1234', 'a', '1234567890abcdef', '密码Abc12345']) {
      expect(decrypt(encryptPassword(plain), DEFAULT_PASSWORD_AES_KEY)).toBe(plain);
    }
    expect(decrypt(encryptPassword('Other123', '0123456789abcdef'), '0123456789abcdef')).toBe('Other123');
  });
});

describe('sms code and captcha', () => {
  it('sends messageType LOGIN with the captcha parameter and reads secretKey/countdown', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${API}/admin/v4/sms-code`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ secretKey: 'sk', countdown: 60, code: '123456' }));
      }),
    );
    await expect(sendSmsCode(clientTransport, { mobile: '13800000001', captchaVerifyParam: 'cv' })).resolves.toEqual({
      secretKey: 'sk',
      countdown: 60,
      code: '123456',
    });
    expect(body).toEqual({ messageType: 'LOGIN', mobile: '13800000001', captchaVerifyParam: 'cv' });
  });

  it('S35 a refused send carries its countdown', async () => {
    server.use(http.post(`${API}/admin/v4/sms-code`, () => HttpResponse.json({ code: 1, msg: 'too often', data: { countdown: 37 } })));
    const error = await sendSmsCode(clientTransport, { mobile: '13800000001', captchaVerifyParam: 'cv' }).catch((e: unknown) => e);
    expect(smsCountdownOf(error)).toBe(37);
    expect(smsCountdownOf(new ApiError(1, 'x'))).toBeNull();
  });

  it('B52 captcha image and check', async () => {
    server.use(
      http.get(`${API}/admin/captcha-image`, () =>
        HttpResponse.json(ok({ captchaId: 'c', background: 'data:', piece: 'data:', y: 10, width: 300, height: 150 })),
      ),
      http.post(`${API}/admin/captcha-image/check`, async ({ request }) => {
        const body = (await request.json()) as { captchaId: string; x: number };
        return HttpResponse.json(ok({ captchaVerifyParam: `${body.captchaId}:${body.x}` }));
      }),
    );
    const captcha = await getCaptcha(clientTransport);
    expect(captcha.captchaId).toBe('c');
    await expect(checkCaptcha(clientTransport, { captchaId: 'c', x: 120 })).resolves.toEqual({ captchaVerifyParam: 'c:120' });
  });
});

describe('member info', () => {
  it('B17/S68/R56 an answer without data raises "Verification failed, please Login again."', async () => {
    server.use(http.get(`${API}/admin/member/basic-info`, () => HttpResponse.json(ok(null))));
    const error = await getMemberInfo(clientTransport).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).msg).toBe(MEMBER_INFO_MISSING_MSG);
    expect(isMemberInfoMissing(error)).toBe(true);
  });

  it('B18 can be called with an explicit bearer token', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${API}/admin/member/basic-info`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(ok(null));
      }),
    );
    await getMemberInfo(clientTransport, { token: 'sso-token' }).catch(() => undefined);
    expect(auth).toBe('Bearer sso-token');
  });
});
