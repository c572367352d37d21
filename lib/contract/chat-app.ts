/**
 * Chat-app (WeChat) accounts: the local OAuth sandbox's authorization page, binding and unbinding a
 * chat-app account from the settings (B48, B49), and binding a mobile after a chat-app login (C27, D02).
 */
import { z } from 'zod';
import { CHAT_APP_SCOPE_OFFICIAL, CHAT_APP_SCOPE_QR, SMS_CODE_LENGTH } from '../constants';
import { mobileSchema } from './auth';

/** The `state` of a chat-app authorization: what the browser that started it keeps in its state cookie. */
export const chatAppStateSchema = z.string().min(1).max(128).regex(/^[\w.~-]+$/, 'state: letters, digits, . _ ~ - only');

/** `snsapi_login` issues a `web_code` code; `snsapi_userinfo` / `snsapi_base` an `official_account` one. */
export const chatAppScopeSchema = z.enum([CHAT_APP_SCOPE_QR, CHAT_APP_SCOPE_OFFICIAL, 'snsapi_base']);
export type ChatAppScope = z.infer<typeof chatAppScopeSchema>;

/** `GET /sandbox/chat-app/authorize` query (the authorization page). */
export const sandboxAuthorizeQuery = z.object({
  appid: z.string().trim().min(1).max(64),
  redirect_uri: z.string().trim().min(1).max(2000),
  scope: chatAppScopeSchema,
  /** Required: the code is bound to it, and only the browser holding it may redeem the code (issue 17 item 1). */
  state: chatAppStateSchema,
  theme: z.enum(['black', 'white']).optional(),
  lang: z.enum(['zh', 'en']).optional(),
});
export type SandboxAuthorizeQuery = z.infer<typeof sandboxAuthorizeQuery>;

/** `POST /sandbox/chat-app/authorize` form: the page's fields plus the chosen identity (`new`: a fresh one). */
export const sandboxApproveInput = sandboxAuthorizeQuery.extend({
  openid: z.string().trim().min(1).max(64),
});
export type SandboxApproveInput = z.infer<typeof sandboxApproveInput>;

/**
 * `POST /admin/member/bind/wechat`, `POST /admin/member/official-account/bind/wechat`: `{code}` plus the
 * `state` the bind was started with (the code is redeemed only with it).
 */
export const chatAppBindInput = z.object({ code: z.string().trim().min(1).max(200), state: chatAppStateSchema.optional() });
export type ChatAppBindInput = z.infer<typeof chatAppBindInput>;

/** `PUT /admin/wx/auth/bind/mobile` (C27): answers a new token of the member the mobile now belongs to. */
export const bindMobileInput = z.object({
  mobile: mobileSchema,
  smsCode: z.string().trim().min(1).max(SMS_CODE_LENGTH),
  secretKey: z.string().min(1).max(200),
});
export type BindMobileInput = z.infer<typeof bindMobileInput>;

/**
 * `PUT /admin/wx/auth/bind/account` (C26): a chat-app account without a mobile takes over an existing
 * account by its mobile and password (encrypted like the `web_password` grant); answers that member's token.
 */
export const bindAccountInput = z.object({
  account: mobileSchema,
  accountType: z.literal('MOBILE'),
  password: z.string().min(1).max(200),
});
export type BindAccountInput = z.infer<typeof bindAccountInput>;
