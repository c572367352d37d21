/** B45–B47, B50: the account summary, change password, change of the login account, notice settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_EMAIL_USED, ERR_MOBILE_REGISTERED, ERR_SMS_CODE_INCORRECT, NOTICE_SETTING_TYPES, NOTICE_TYPE } from '../../lib/constants';
import { accountSchema } from '../../lib/contract/account';
import { call, createTestApi, DEMO, encryptPassword, loginDemo, passwordLogin, solveCaptcha, type TestApi } from './helpers';

let api: TestApi;
let token: string;
let second: string;
beforeAll(async () => {
  api = await createTestApi({ smsIpLimit: 1000 });
  token = (await loginDemo(api, DEMO.first)).access_token;
  second = (await loginDemo(api, DEMO.second)).access_token;
});
afterAll(async () => {
  await api.close();
});

describe('GET /admin/member/account', () => {
  it('needs a login and answers the raw account with a switch for each notice type this build has (issue 18 item 7: no 打赏, 提现, 成果审核)', async () => {
    expect((await call(api, 'GET', '/admin/member/account')).status).toBe(401);
    const res = await call(api, 'GET', '/admin/member/account', { token });
    const account = accountSchema.parse(res.body.data);
    expect(account.mobile).toBe(DEMO.first);
    expect(account.hasPassword).toBe(true);
    expect(account.noticeSettings.map((s) => s.noticeType).sort((a, b) => a - b)).toEqual([...NOTICE_SETTING_TYPES].sort((a, b) => a - b));
    for (const gone of [NOTICE_TYPE.reward, NOTICE_TYPE.withdrew, NOTICE_TYPE.achievement]) expect(account.noticeSettings.some((s) => s.noticeType === gone)).toBe(false);
  });
});

describe('B50 notice settings', () => {
  it('stores one switch per type', async () => {
    const res = await call(api, 'POST', '/admin/member-notice/settings', { token, json: [{ noticeType: NOTICE_TYPE.comment, enabled: false }] });
    expect(res.body.code).toBe(0);
    const account = await call(api, 'GET', '/admin/member/account', { token });
    expect(account.body.data.noticeSettings.find((s: { noticeType: number }) => s.noticeType === NOTICE_TYPE.comment).enabled).toBe(false);
    expect((await call(api, 'POST', '/admin/member-notice/settings', { token, json: [] })).body.code).toBe(1);
  });
});

describe('B46 change password', () => {
  it('a code to the bound mobile, then {code, secretKey, password}; wrong code 20003; other sessions end', async () => {
    const other = (await loginDemo(api, DEMO.second)).access_token;
    const sent = await call(api, 'POST', '/admin/v4/sms-code/change/password', { token: second, json: { captchaVerifyParam: await solveCaptcha(api) } });
    expect(sent.body.code).toBe(0);
    const secretKey = sent.body.data.secretKey as string;
    const wrong = await call(api, 'POST', '/admin/member/change/password', { token: second, json: { code: '111111', secretKey, password: encryptPassword('Changed123') } });
    expect(wrong.body.code).toBe(ERR_SMS_CODE_INCORRECT);
    const weak = await call(api, 'POST', '/admin/member/change/password', { token: second, json: { code: '123456', secretKey, password: encryptPassword('abcdefgh') } });
    expect(weak.body.code).toBe(1);
    const ok = await call(api, 'POST', '/admin/member/change/password', { token: second, json: { code: '123456', secretKey, password: encryptPassword('Changed123') } });
    expect(ok.body.code).toBe(0);
    expect((await passwordLogin(api, DEMO.second, 'Changed123')).body.code).toBe(0);
    expect((await call(api, 'GET', '/admin/member/account', { token: second })).body.code).toBe(0);
    expect((await call(api, 'GET', '/admin/member/account', { token: other })).status).toBe(401);
  });
});

describe('B47 change login account', () => {
  it('step 1 refuses a taken mobile (20008) or e-mail (20020)', async () => {
    const taken = await call(api, 'POST', '/admin/v4/sms-code/check-account', { token, json: { mobile: DEMO.second, captchaVerifyParam: await solveCaptcha(api) } });
    expect(taken.body.code).toBe(ERR_MOBILE_REGISTERED);
    const email = (await call(api, 'GET', '/admin/member/basic-info', { token: second })).body.data.email as string | null;
    if (email) {
      const used = await call(api, 'POST', '/admin/v4/sms-code/check-account', { token, json: { email, captchaVerifyParam: await solveCaptcha(api) } });
      expect(used.body.code).toBe(ERR_EMAIL_USED);
    }
  });

  it('three steps move the login to the new mobile', async () => {
    const fresh = await loginDemo(api, DEMO.incomplete);
    const step1 = await call(api, 'POST', '/admin/v4/sms-code/check-account', { token: fresh.access_token, json: { mobile: '13712345678', captchaVerifyParam: await solveCaptcha(api) } });
    expect(step1.body.code).toBe(0);
    const step2 = await call(api, 'PUT', '/admin/sms-code/validate/account', {
      token: fresh.access_token,
      json: { mobile: '13712345678', code: '123456', secretKey: step1.body.data.secretKey },
    });
    expect(step2.body.code).toBe(0);
    const { ticket, secretKey } = step2.body.data as { ticket: string; secretKey: string };
    const badTicket = await call(api, 'PUT', '/admin/sms-code/modify/account', { token: fresh.access_token, json: { mobile: '13712345678', code: '123456', secretKey, ticket: 'nope' } });
    expect(badTicket.body.code).toBe(1);
    const step3 = await call(api, 'PUT', '/admin/sms-code/modify/account', { token: fresh.access_token, json: { mobile: '13712345678', code: '123456', secretKey, ticket } });
    expect(step3.body.code).toBe(0);
    expect((await passwordLogin(api, '13712345678', DEMO.password)).body.code).toBe(0);
    expect((await passwordLogin(api, DEMO.incomplete, DEMO.password)).body.code).not.toBe(0);
  });
});
