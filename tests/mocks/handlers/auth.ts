import { http } from 'msw';
import { z } from 'zod';
import { captchaPassSchema, captchaSchema, smsCodeSchema, tokenSchema, type Captcha, type CaptchaPass, type SmsCode, type Token } from '@/lib/contract/auth';
import { envelope, refuse, type Reply } from '../envelope';
import { API } from '../server';

/** The login calls: the token, the slider captcha, the reset-password code and reset, the chat-app binds (B07–B26, C12–C26). */
export const authHandlers = {
  /** `POST /auth/oauth/token` (form body: `grant_type`, its fields, `scope`; Basic client auth): a token. */
  token: (reply: Reply<Token>) => http.post(`${API}/auth/oauth/token`, ({ request }) => envelope(tokenSchema, reply, request)),
  /** `POST /admin/member/bind/wechat {code, state}` (B23): binds the chat-app account of a QR code. */
  bindChatApp: (reply: Reply<boolean>) => http.post(`${API}/admin/member/bind/wechat`, ({ request }) => envelope(z.boolean(), reply, request)),
  /** `GET /admin/captcha-image`: a slider puzzle. */
  captcha: (reply: Reply<Captcha>) => http.get(`${API}/admin/captcha-image`, ({ request }) => envelope(captchaSchema, reply, request)),
  /** `POST /admin/captcha-image/check {captchaId, x, track, input}`: the pass of a solved slider. */
  captchaCheck: (reply: Reply<CaptchaPass>) => http.post(`${API}/admin/captcha-image/check`, ({ request }) => envelope(captchaPassSchema, reply, request)),
  /** `POST /admin/v4/sms-code/reset/password {mobile | email, captchaVerifyParam}`. */
  resetCode: (reply: Reply<SmsCode>) => http.post(`${API}/admin/v4/sms-code/reset/password`, ({ request }) => envelope(smsCodeSchema, reply, request)),
  /** `POST /admin/member/reset/password {mobile | email, code, secretKey, password}` (C25; the password encrypted). */
  resetPassword: (reply: Reply<boolean>) => http.post(`${API}/admin/member/reset/password`, ({ request }) => envelope(z.boolean(), reply, request)),
  /** `POST /admin/v4/sms-code {messageType: 'LOGIN', mobile | email, captchaVerifyParam}` (C13): the code's secretKey. */
  smsCode: (reply: Reply<SmsCode>) => http.post(`${API}/admin/v4/sms-code`, ({ request }) => envelope(smsCodeSchema, reply, request)),
  /** `PUT /admin/wx/auth/bind/account {account, accountType, password}` (C26): the bound account's token. */
  bindAccount: (reply: Reply<Token>) => http.put(`${API}/admin/wx/auth/bind/account`, ({ request }) => envelope(tokenSchema, reply, request)),
};

/**
 * A captcha that stays loading while a test runs (the slide is never made, so no code can be sent), answered
 * with a refusal by `release()` once the test is over.
 */
export function pendingCaptcha() {
  const waiting: (() => void)[] = [];
  return {
    handler: authHandlers.captcha(
      () =>
        new Promise((resolve) => {
          waiting.push(() => resolve(refuse(1, 'test over')));
        }),
    ),
    release: () => {
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

/** The form fields of a token call as the client sent them. */
export async function grantOf(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await request.clone().text()));
}
