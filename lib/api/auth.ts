import { LOGOUT_TIMEOUT_MS } from '@/lib/constants';
import {
  captchaPassSchema,
  captchaSchema,
  smsCodeSchema,
  smsCountdownSchema,
  tokenSchema,
  type Captcha,
  type CaptchaCheckInput,
  type CaptchaPass,
  type SmsCode,
  type Token,
} from '@/lib/contract/auth';
import { isApiError } from '@/lib/api/errors';
import type { Transport } from '@/lib/api/transport';
import { encryptPassword } from '@/lib/session/password-crypto';
import { publicEnv } from '@/lib/public-env';

/** DEFAULT OAuth client (docs/architecture.md); deployments set NEXT_PUBLIC_OAUTH_CLIENT=`id:secret`. */
export const DEFAULT_OAUTH_CLIENT = 'web:web';
export const TOKEN_PATH = '/auth/oauth/token';

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `Basic base64(id:secret)` of the fixed OAuth client (B03). */
export function oauthClientAuthorization(): string {
  return `Basic ${base64(publicEnv().NEXT_PUBLIC_OAUTH_CLIENT ?? DEFAULT_OAUTH_CLIENT)}`;
}

/**
 * The token call: no bearer token, the client's Basic authorization, `scope=server`, form-encoded body.
 */
export function requestToken(t: Transport, grant: Record<string, string | number | boolean>): Promise<Token> {
  return t.post(TOKEN_PATH, {
    auth: false,
    form: true,
    headers: { Authorization: oauthClientAuthorization() },
    body: { ...grant, scope: 'server' },
    schema: tokenSchema,
  });
}

/** Sms login, grant `mobile` (B04). */
export function loginBySms(t: Transport, input: { mobile: string; smsCode: string; secretKey: string }): Promise<Token> {
  return requestToken(t, { grant_type: 'mobile', mobile: input.mobile, smsCode: input.smsCode, secretKey: input.secretKey });
}

/** Password login, grant `web_password`; the password is AES-encrypted before it leaves (B06). */
export function loginByPassword(
  t: Transport,
  input: { mobile: string; password: string; rememberMe: boolean },
): Promise<Token> {
  return requestToken(t, {
    grant_type: 'web_password',
    mobile: input.mobile,
    password: encryptPassword(input.password),
    remember_me: input.rememberMe,
  });
}

/** Chat-app QR login, grant `web_code` (B07). */
export function loginByWebCode(t: Transport, code: string, state: string): Promise<Token> {
  return requestToken(t, { grant_type: 'web_code', code, state });
}

/** Login inside the chat-app browser, grant `official_account` (B08). */
export function loginByOfficialAccount(t: Transport, code: string, state: string): Promise<Token> {
  return requestToken(t, { grant_type: 'official_account', code, state });
}

/** Grant `refresh_token` (B09); rotates both tokens. */
export function refreshToken(t: Transport, token: string): Promise<Token> {
  return requestToken(t, { grant_type: 'refresh_token', refresh_token: token });
}

/** `DELETE /auth/token/logout` with the token as an explicit bearer (B27); short timeout (the local clear waits). */
export function logout(t: Transport, token: string): Promise<unknown> {
  return t.del('/auth/token/logout', { token, timeout: LOGOUT_TIMEOUT_MS });
}

export type SmsCodeRequest = { captchaVerifyParam: string } & ({ mobile: string; email?: never } | { email: string; mobile?: never });

/** `POST /admin/v4/sms-code`, message type LOGIN. */
export function sendSmsCode(t: Transport, input: SmsCodeRequest): Promise<SmsCode> {
  return t.post('/admin/v4/sms-code', { auth: false, body: { messageType: 'LOGIN', ...input }, schema: smsCodeSchema });
}

/** The countdown carried by a refused sms-code call (S35), else null. */
export function smsCountdownOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const parsed = smsCountdownSchema.safeParse(error.data);
  return parsed.success ? parsed.data.countdown : null;
}

/** `GET /admin/captcha-image`: a slider puzzle. */
export function getCaptcha(t: Transport): Promise<Captcha> {
  return t.get('/admin/captcha-image', { auth: false, schema: captchaSchema });
}

/** `POST /admin/captcha-image/check`: resolves the `captchaVerifyParam` of a successful slide. */
export function checkCaptcha(t: Transport, input: CaptchaCheckInput): Promise<CaptchaPass> {
  return t.post('/admin/captcha-image/check', { auth: false, body: input, schema: captchaPassSchema });
}
