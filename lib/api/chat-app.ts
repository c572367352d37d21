import { z } from 'zod';
import { tokenSchema, type Token } from '@/lib/contract/auth';
import type { BindAccountInput, BindMobileInput } from '@/lib/contract/chat-app';
import type { Transport } from '@/lib/api/transport';
import { encryptPassword } from '@/lib/session/password-crypto';

const bound = z.boolean();

/** `POST /admin/member/bind/wechat {code}` (B23, B48): binds the chat-app account of a QR code. */
export function bindChatApp(t: Transport, code: string, state: string): Promise<boolean> {
  return t.post('/admin/member/bind/wechat', { body: { code, state }, schema: bound });
}

/** `POST /admin/member/official-account/bind/wechat {code, state}`: the same inside the chat-app browser. */
export function bindChatAppOfficial(t: Transport, code: string, state: string): Promise<boolean> {
  return t.post('/admin/member/official-account/bind/wechat', { body: { code, state }, schema: bound });
}

/** `PUT /admin/member/unbind/wechat` (B49), no body. */
export function unbindChatApp(t: Transport): Promise<boolean> {
  return t.put('/admin/member/unbind/wechat', { schema: bound });
}

/** `PUT /admin/wx/auth/bind/mobile` (C27, D02): answers the token of the member the mobile now belongs to. */
export function bindMobile(t: Transport, input: BindMobileInput): Promise<Token> {
  return t.put('/admin/wx/auth/bind/mobile', { body: input, schema: tokenSchema });
}

/**
 * `PUT /admin/wx/auth/bind/account {account, accountType: 'MOBILE', password}` (C26): binds the chat-app
 * account to an existing account by mobile and password (encrypted before it is sent, like password
 * login); answers that member's token.
 */
export function bindAccount(t: Transport, input: { mobile: string; password: string }): Promise<Token> {
  const body: BindAccountInput = { account: input.mobile, accountType: 'MOBILE', password: encryptPassword(input.password) };
  return t.put('/admin/wx/auth/bind/account', { body, schema: tokenSchema });
}
