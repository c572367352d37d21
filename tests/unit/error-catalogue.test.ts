/**
 * The error catalogue (S2§8) as the client words it: the codes any API may answer (S09–S11, S18, S19), the banned
 * answer marking the member (S10), the login code table (S28, S30, S31, S63), the bind messages (S28) and the
 * validation messages of both locales (V17).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginErrorText } from '@/components/auth/login-errors';
import { bindErrorText } from '@/components/auth/code-step-runner';
import { clientTransport } from '@/lib/api/client';
import { ApiError, nonBusinessError } from '@/lib/api/errors';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { apiErrorText } from '@/lib/queries/error-message';
import { saveLoginSession } from '@/lib/session/session';
import { validationText } from '@/lib/validation/messages';
import type { MemberBasicInfo } from '@/lib/contract/member';
import { enValidation } from '@/locales/en-validation';
import { zhValidation } from '@/locales/zh-validation';
import { useSessionStore } from '@/stores/session';
import { API, resetBrowserState } from './helpers';

const tZh = createTranslate(getMessages('zh'));
const tEn = createTranslate(getMessages('en'));
const CJK = /[\u3400-\u9fff]/;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('codes of any API', () => {
  it('S09 10403 reads 暂无权限操作，请联系平台管理员~ (en in English), whatever the server wrote', () => {
    const error = new ApiError(10403, 'forbidden', 200);
    expect(apiErrorText(tZh, error)).toBe('暂无权限操作，请联系平台管理员~');
    expect(apiErrorText(tEn, error)).toBe('You do not have permission for this; please contact the platform administrator');
  });

  it('S10 10407 reads 您的账号已被禁言，请联系管理员 (en in English)', () => {
    const error = new ApiError(10407, 'banned', 200);
    expect(apiErrorText(tZh, error)).toBe('您的账号已被禁言，请联系管理员');
    expect(apiErrorText(tEn, error)).toBe('Your account has been muted, please contact the administrator');
  });

  it('S11 S18 S19 10408, 30512 and 30305 show the server msg; a network failure has no server text', () => {
    expect(apiErrorText(tZh, new ApiError(10408, '请求过于频繁', 200))).toBe('请求过于频繁');
    expect(apiErrorText(tZh, new ApiError(30512, '活动已结束', 200))).toBe('活动已结束');
    expect(apiErrorText(tEn, new ApiError(30305, '余票不足', 200))).toBe('余票不足');
    expect(apiErrorText(tZh, nonBusinessError('network error'))).toBeNull();
  });
});

describe('S10 a banned answer marks the member banned', () => {
  beforeEach(() => {
    resetBrowserState();
    saveLoginSession({ access_token: 'tok', refresh_token: 'ref', expires_in: 2_592_000, memberId: 1001 }, { rememberMe: true });
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned: false, memberInfo: { memberId: 1001, isBanned: false } as MemberBasicInfo });
  });

  it('S10 any call answered 10407 sets isBanned in the session store (and the member info)', async () => {
    server.use(http.post(`${API}/post/posts`, () => HttpResponse.json({ code: 10407, msg: '您的账号已被禁言，请联系管理员', data: null })));
    await expect(clientTransport.post('/post/posts', { body: {} })).rejects.toMatchObject({ code: 10407 });
    expect(useSessionStore.getState().isBanned).toBe(true);
    expect(useSessionStore.getState().memberInfo?.isBanned).toBe(true);
  });

  it('S10 another refusal leaves the member as they were', async () => {
    server.use(http.post(`${API}/post/posts`, () => HttpResponse.json({ code: 10403, msg: 'x', data: null })));
    await expect(clientTransport.post('/post/posts', { body: {} })).rejects.toMatchObject({ code: 10403 });
    expect(useSessionStore.getState().isBanned).toBe(false);
  });
});

describe('login and bind messages', () => {
  it('S30 the login table holds the rows S23–S28; any other code reads 登录失败', () => {
    const text = (code: number, mode: 'sms' | 'password' = 'sms') => loginErrorText(new ApiError(code, 'server words', 200), mode, tZh);
    expect(text(20003)).toBe('验证码错误');
    expect(text(20009)).toBe('该手机号已绑定其他微信');
    expect(text(20008)).toBe('该手机号已注册');
    expect(text(20022)).toBe('账号不存在');
    expect(text(20007)).toBe('该微信号已绑定其他账号');
    expect(text(20006)).toBe('该账号已经绑定微信');
    expect(text(30001)).toBe('登录失败');
    expect(text(10408, 'password')).toBe('登录失败');
  });

  it('S63 an sms login refused with 20003 reads 验证码错误 (en: sms code incorrect)', () => {
    const error = new ApiError(20003, '验证码错误', 200);
    expect(loginErrorText(error, 'sms', tZh)).toBe('验证码错误');
    expect(loginErrorText(error, 'sms', tEn)).toBe(getMessages('en')['login.smsCodeIncorrect']);
    expect(loginErrorText(error, 'sms', tEn)).not.toMatch(CJK);
  });

  it('S31 a network failure on login reads 登录失败', () => {
    expect(loginErrorText(nonBusinessError('network error'), 'sms', tZh)).toBe('登录失败');
    expect(loginErrorText(nonBusinessError('timeout'), 'password', tZh)).toBe('登录失败');
    expect(loginErrorText(new TypeError('Failed to fetch'), 'password', tZh)).toBe('登录失败');
  });

  it('S28 a bind answered 20006 shows 该账号已经绑定微信 (S27 20007 its own; S29 code 1 the server msg)', () => {
    expect(bindErrorText(new ApiError(20006, 'x', 200), tZh)).toBe('该账号已经绑定微信');
    expect(bindErrorText(new ApiError(20006, 'x', 200), tEn)).toBe('This account is already bound to WeChat');
    expect(bindErrorText(new ApiError(20007, 'x', 200), tZh)).toBe('该微信号已绑定其他账号');
    expect(bindErrorText(new ApiError(1, '授权码已失效', 200), tZh)).toBe('授权码已失效');
  });
});

describe('V17 validation messages in both locales', () => {
  it('V17 every validation message (R58 and the named rules) has its zh and en text; en has no Chinese', () => {
    const keys = Object.keys(zhValidation) as (keyof typeof zhValidation)[];
    expect(keys.length).toBeGreaterThan(20);
    expect(Object.keys(enValidation).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const zhText = validationText({ key, values: { n: 2, max: 40 } }, 'zh');
      const enText = validationText({ key, values: { n: 2, max: 40 } }, 'en');
      expect(zhText.trim(), key).not.toBe('');
      expect(enText.trim(), key).not.toBe('');
      expect(enText, key).not.toMatch(CJK);
      expect(enText, key).not.toMatch(/\{\w+\}/);
    }
    expect(validationText({ key: 'validation.required' }, 'zh')).toBe('此项为必填项');
    expect(validationText({ key: 'validation.required' }, 'en')).toBe('This field is required');
  });
});
