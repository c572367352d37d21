import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_SMS_CODE_INCORRECT, SMS_COUNTDOWN_SECONDS } from '../../lib/constants';
import { captchaSchema, smsCodeSchema } from '../../lib/contract/auth';
import { call, CLIENT_BASIC, createTestApi, humanTrack, PRODUCTION_ENV, solveCaptcha, withDb, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const sendSms = (body: Record<string, unknown>) => call(api, 'POST', '/admin/v4/sms-code', { json: body });
const smsLogin = (mobile: string, smsCode: string, secretKey: string) =>
  call(api, 'POST', '/auth/oauth/token', {
    headers: { authorization: CLIENT_BASIC },
    form: { grant_type: 'mobile', scope: 'server', mobile, smsCode, secretKey },
  });

describe('slider captcha', () => {
  it('B52 GET /admin/captcha-image needs no token and returns PNG data URLs of the puzzle', async () => {
    const res = await call(api, 'GET', '/admin/captcha-image');
    expect(res.body.code).toBe(0);
    const captcha = captchaSchema.parse(res.body.data);
    expect(captcha.background).toMatch(/^data:image\/png;base64,/);
    expect(captcha.piece).toMatch(/^data:image\/png;base64,/);
    expect(captcha.width).toBeGreaterThan(captcha.y);
  });

  it('C12 a drop within 6 px passes; the pass is single use', async () => {
    const pass = await solveCaptcha(api);
    expect(pass.length).toBeGreaterThan(10);
    const first = await sendSms({ messageType: 'LOGIN', mobile: '13700000001', captchaVerifyParam: pass });
    expect(first.body.code).toBe(0);
    const reuse = await sendSms({ messageType: 'LOGIN', mobile: '13700000002', captchaVerifyParam: pass });
    expect(reuse.body.code).toBe(1);
  });

  it('C21 a wrong drop fails and spends the challenge', async () => {
    const captcha = (await call(api, 'GET', '/admin/captcha-image')).body.data;
    const target = await withDb(api, async (db) => (await db.prepare('SELECT target_x FROM captcha_challenges WHERE id = ?').get(captcha.captchaId) as { target_x: number }).target_x);
    const wrong = await call(api, 'POST', '/admin/captcha-image/check', { json: { captchaId: captcha.captchaId, x: target + 40 } });
    expect(wrong.body.code).toBe(1);
    const retry = await call(api, 'POST', '/admin/captcha-image/check', { json: { captchaId: captcha.captchaId, x: target, track: humanTrack(target) } });
    expect(retry.body.code).toBe(1);
  });

  it('R62 a check without captchaId or x is code 1', async () => {
    expect((await call(api, 'POST', '/admin/captcha-image/check', { json: {} })).body.code).toBe(1);
    expect((await call(api, 'POST', '/admin/captcha-image/check', { json: { captchaId: 'x', x: 'abc' } })).body.code).toBe(1);
  });

  it('CAPTCHA_DISABLED=1 accepts any completed slide', async () => {
    const relaxed = await createTestApi({ captchaDisabled: true });
    try {
      const captcha = (await call(relaxed, 'GET', '/admin/captcha-image')).body.data;
      const res = await call(relaxed, 'POST', '/admin/captcha-image/check', { json: { captchaId: captcha.captchaId, x: 0 } });
      expect(res.body.code).toBe(0);
      expect(res.body.data.captchaVerifyParam).toEqual(expect.any(String));
    } finally {
      await relaxed.close();
    }
  });
});

describe('sms code and the mobile grant', () => {
  it('C13 sms-code needs a captcha pass', async () => {
    const res = await sendSms({ messageType: 'LOGIN', mobile: '13700000003', captchaVerifyParam: 'forged' });
    expect(res.body.code).toBe(1);
  });

  it('R62 sms-code validates messageType and the mobile', async () => {
    const pass = await solveCaptcha(api);
    expect((await sendSms({ messageType: 'REGISTER', mobile: '13700000004', captchaVerifyParam: pass })).body.code).toBe(1);
    expect((await sendSms({ messageType: 'LOGIN', mobile: '12ab', captchaVerifyParam: pass })).body.code).toBe(1);
    expect((await sendSms({ messageType: 'LOGIN', captchaVerifyParam: pass })).body.code).toBe(1);
  });

  it('C13 C14 B04 send returns secretKey and countdown 60; a resend within 60 s returns the remaining countdown; the code logs in', async () => {
    const mobile = '13800000001';
    const sent = await sendSms({ messageType: 'LOGIN', mobile, captchaVerifyParam: await solveCaptcha(api) });
    expect(sent.body.code).toBe(0);
    const data = smsCodeSchema.parse(sent.body.data);
    expect(data.countdown).toBe(SMS_COUNTDOWN_SECONDS);
    expect(data.code).toBe('123456');

    const again = await sendSms({ messageType: 'LOGIN', mobile, captchaVerifyParam: await solveCaptcha(api) });
    expect(again.body.code).toBe(1);
    expect(again.body.data.countdown).toBeGreaterThan(0);
    expect(again.body.data.countdown).toBeLessThanOrEqual(SMS_COUNTDOWN_SECONDS);

    const wrong = await smsLogin(mobile, '000000', data.secretKey);
    expect(wrong.body.code).toBe(ERR_SMS_CODE_INCORRECT);
    const ok = await smsLogin(mobile, '123456', data.secretKey);
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.identity).toBe(mobile);
    const reuse = await smsLogin(mobile, '123456', data.secretKey);
    expect(reuse.body.code).toBe(ERR_SMS_CODE_INCORRECT);
  });

  it('S23 a secretKey issued for another mobile is 20003', async () => {
    const sent = await sendSms({ messageType: 'LOGIN', mobile: '13700000010', captchaVerifyParam: await solveCaptcha(api) });
    const res = await smsLogin('13700000011', '123456', sent.body.data.secretKey);
    expect(res.body.code).toBe(ERR_SMS_CODE_INCORRECT);
  });

  it('B13 an unknown mobile signs up: registered, profile required, step 1', async () => {
    const mobile = '13700000020';
    const sent = await sendSms({ messageType: 'LOGIN', mobile, captchaVerifyParam: await solveCaptcha(api) });
    const login = await smsLogin(mobile, '123456', sent.body.data.secretKey);
    expect(login.body.code).toBe(0);
    const status = await call(api, 'GET', '/admin/member/register/status', { token: login.body.data.access_token });
    expect(status.body.data).toEqual({ isRegister: true, isRequired: true, step: 1 });
  });

  it('an e-mail target is accepted too', async () => {
    const res = await sendSms({ messageType: 'LOGIN', email: 'someone@example.com', captchaVerifyParam: await solveCaptcha(api) });
    expect(res.body.code).toBe(0);
  });

  it('in production mode the code is not echoed and is random', async () => {
    const prod = await createTestApi({ ...PRODUCTION_ENV, smsDevCode: null });
    try {
      const res = await call(prod, 'POST', '/admin/v4/sms-code', {
        json: { messageType: 'LOGIN', mobile: '13700000030', captchaVerifyParam: await solveCaptcha(prod) },
      });
      expect(res.body.code).toBe(0);
      expect(res.body.data.code).toBeUndefined();
      const stored = await withDb(prod, async (db) => (await db.prepare("SELECT code FROM sms_codes WHERE target = '13700000030'").get() as { code: string }).code);
      expect(stored).toMatch(/^\d{6}$/);
    } finally {
      await prod.close();
    }
  });

  it('B05 the signed mobile grant: HMAC-SHA256 of the mobile keyed with the client secret', async () => {
    const mobile = '13800000002';
    const signature = crypto.createHmac('sha256', 'web').update(mobile).digest('hex');
    const form = { grant_type: 'mobile', scope: 'server', mobile, appId: 'web' };
    const ok = await call(api, 'POST', '/auth/oauth/token', { headers: { authorization: CLIENT_BASIC }, form: { ...form, signature } });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.identity).toBe(mobile);
    const bad = await call(api, 'POST', '/auth/oauth/token', { headers: { authorization: CLIENT_BASIC }, form: { ...form, signature: 'ab'.repeat(32) } });
    expect(bad.body.code).toBe(1);
  });

  it('sms requests per IP are limited', async () => {
    const strict = await createTestApi({ smsIpLimit: 2 });
    try {
      const send = async (mobile: string) =>
        call(strict, 'POST', '/admin/v4/sms-code', { json: { messageType: 'LOGIN', mobile, captchaVerifyParam: await solveCaptcha(strict) } });
      expect((await send('13700000041')).body.code).toBe(0);
      expect((await send('13700000042')).body.code).toBe(0);
      const third = await send('13700000043');
      expect(third.body.code).toBe(1);
      expect(third.body.msg).toContain('操作过于频繁');
    } finally {
      await strict.close();
    }
  });
});
