/** C24/C25, S26, S34: password recovery by mobile or e-mail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_ACCOUNT_NOT_EXIST, ERR_SMS_CODE_INCORRECT } from '../../lib/constants';
import { call, createTestApi, encryptPassword, passwordLogin, solveCaptcha, withDb, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ smsIpLimit: 1000 });
});
afterAll(async () => {
  await api.close();
});

const sendReset = async (account: Record<string, string>) =>
  call(api, 'POST', '/admin/v4/sms-code/reset/password', { json: { ...account, captchaVerifyParam: await solveCaptcha(api) } });

describe('POST /admin/v4/sms-code/reset/password', () => {
  it('S34 an unknown account is code 1 账号不存在, and the captcha pass is required', async () => {
    const res = await sendReset({ mobile: '13799999999' });
    expect(res.body).toMatchObject({ code: 1, msg: '账号不存在' });
    const noCaptcha = await call(api, 'POST', '/admin/v4/sms-code/reset/password', { json: { mobile: '13800000002' } });
    expect(noCaptcha.body.code).toBe(1);
  });

  it('issues a code with a secretKey for a known mobile', async () => {
    const res = await sendReset({ mobile: '13800000002' });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ countdown: 60, code: '123456' });
    expect(typeof res.body.data.secretKey).toBe('string');
  });
});

describe('POST /admin/member/reset/password', () => {
  it('20003 with a wrong code; 20022 for an unknown account; code 1 for a password breaking R01–R04', async () => {
    const sent = await sendReset({ mobile: '13800000001' });
    const secretKey = sent.body.data.secretKey as string;
    const wrong = await call(api, 'POST', '/admin/member/reset/password', {
      json: { mobile: '13800000001', code: '000000', secretKey, password: encryptPassword('NewPass123') },
    });
    expect(wrong.body.code).toBe(ERR_SMS_CODE_INCORRECT);
    const unknown = await call(api, 'POST', '/admin/member/reset/password', {
      json: { mobile: '13799999998', code: '123456', secretKey, password: encryptPassword('NewPass123') },
    });
    expect(unknown.body.code).toBe(ERR_ACCOUNT_NOT_EXIST);
    const weak = await call(api, 'POST', '/admin/member/reset/password', {
      json: { mobile: '13800000001', code: '123456', secretKey, password: encryptPassword('12345678') },
    });
    expect(weak.body.code).toBe(1);
    // the code survives a refused password and still works
    const ok = await call(api, 'POST', '/admin/member/reset/password', {
      json: { mobile: '13800000001', code: '123456', secretKey, password: encryptPassword('NewPass123') },
    });
    expect(ok.body.code).toBe(0);
    expect((await passwordLogin(api, '13800000001', 'NewPass123')).body.code).toBe(0);
    expect((await passwordLogin(api, '13800000001', 'Demo1234')).body.code).toBe(1);
    // single use
    const reuse = await call(api, 'POST', '/admin/member/reset/password', {
      json: { mobile: '13800000001', code: '123456', secretKey, password: encryptPassword('Other1234') },
    });
    expect(reuse.body.code).toBe(ERR_SMS_CODE_INCORRECT);
  });

  it('works by e-mail too; a login code cannot reset a password', async () => {
    const email = await withDb(api, async (db) => (await db.prepare("SELECT email FROM members WHERE email IS NOT NULL AND mobile = '13800000002'").get() as { email: string } | undefined)?.email);
    if (email) {
      const sent = await sendReset({ email });
      expect(sent.body.code).toBe(0);
      const res = await call(api, 'POST', '/admin/member/reset/password', {
        json: { email, code: '123456', secretKey: sent.body.data.secretKey, password: encryptPassword('Mail1234') },
      });
      expect(res.body.code).toBe(0);
    }
    const login = await call(api, 'POST', '/admin/v4/sms-code', { json: { messageType: 'LOGIN', mobile: '13800000003', captchaVerifyParam: await solveCaptcha(api) } });
    const res = await call(api, 'POST', '/admin/member/reset/password', {
      json: { mobile: '13800000003', code: '123456', secretKey: login.body.data.secretKey, password: encryptPassword('NewPass123') },
    });
    expect(res.body.code).toBe(ERR_SMS_CODE_INCORRECT);
  });
});
