/**
 * Chat-app (WeChat) binding of a member (§7.1, S24–S29):
 *   POST /admin/member/bind/wechat {code, state}                bind with a QR (web_code) code        (B23, B48)
 *   POST /admin/member/official-account/bind/wechat {code, state} bind inside the chat-app browser    (B23, B48)
 *   PUT  /admin/member/unbind/wechat                            unbind (no body)                      (B49)
 *   PUT  /admin/wx/auth/bind/mobile {mobile, smsCode, secretKey} bind a mobile after a chat-app login  (C27, D02)
 * Errors: 20006 the account already has a chat-app account, 20007 the chat-app account belongs to another
 * member, 20003 wrong sms code, 20009 the mobile's member has another chat-app account, code 1 otherwise.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERR_ACCOUNT_WX_BOUND, ERR_MOBILE_WX_BOUND, ERR_WX_BOUND_OTHER } from '@/lib/constants';
import { bindMobileInput, chatAppBindInput } from '@/lib/contract/chat-app';
import { redeemCode, type CodeKind } from '../standins/chat-app-sandbox';
import { requireMember } from '../auth/guard';
import { verifySmsCode } from '../auth/sms';
import { issueTokens, revokeSession, tokenAnswer, type Session } from '../auth/tokens';
import type { AppContext } from '../context';
import { bindChatAppIdentity, clearChatAppIdentity, mergeChatAppStub, registerStubMobile, sessionClientOf } from '../repo/chat-app-accounts';
import { ApiError, fail, ok, unauthorized } from '../http/envelope';
import { parse } from '../http/validate';
import { memberById, memberByMobile, type MemberRow } from '../repo/members';

export const ACCOUNT_WX_BOUND_MESSAGE = '该账号已经绑定微信';
export const WX_BOUND_OTHER_MESSAGE = '该微信号已绑定其他账号';
export const MOBILE_WX_BOUND_MESSAGE = '该手机号已绑定其他微信';
export const NOT_WX_BOUND_MESSAGE = '当前账号未绑定微信';
export const ONLY_LOGIN_MESSAGE = '请先绑定手机号或邮箱，再解绑微信';
export const NO_BIND_NEEDED_MESSAGE = '当前账号已绑定手机号';

/**
 * A member created by a chat-app login that never bound a mobile (no mobile, no e-mail, not registered):
 * it holds an openid but cannot be used, so a real account may take the openid over.
 */
function isStub(row: Pick<MemberRow, 'mobile' | 'email'> & { is_register: number }): boolean {
  return row.mobile === null && row.email === null && row.is_register === 0;
}

async function current(ctx: AppContext, request: FastifyRequest): Promise<{ auth: Session; member: MemberRow }> {
  const auth = requireMember(request);
  const member = await memberById(ctx.db, auth.memberId);
  if (!member) throw unauthorized();
  return { auth, member };
}

/** B23/B48: binds the chat-app account of a sandbox code to the caller. */
async function bindChatApp(ctx: AppContext, request: FastifyRequest, kind: CodeKind): Promise<boolean> {
  const { member } = await current(ctx, request);
  const { code, state } = parse(chatAppBindInput, request.body);
  const identity = await redeemCode(ctx, code, kind, state);
  if (member.wx_openid !== null) {
    if (member.wx_openid === identity.openid) return true;
    throw new ApiError(ERR_ACCOUNT_WX_BOUND, ACCOUNT_WX_BOUND_MESSAGE);
  }
  if ((await bindChatAppIdentity(ctx.db, member.id, identity, isStub)) === 'taken') throw new ApiError(ERR_WX_BOUND_OTHER, WX_BOUND_OTHER_MESSAGE);
  return true;
}

export function registerChatAppBindingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/admin/member/bind/wechat', async (request) => ok(await bindChatApp(ctx, request, 'web_code')));

  app.post('/admin/member/official-account/bind/wechat', async (request) => ok(await bindChatApp(ctx, request, 'official_account')));

  app.put('/admin/member/unbind/wechat', async (request) => {
    const { member } = await current(ctx, request);
    if (member.wx_openid === null) throw fail(NOT_WX_BOUND_MESSAGE);
    // The chat-app account must not be the only way in.
    if (member.mobile === null && member.email === null) throw fail(ONLY_LOGIN_MESSAGE);
    await clearChatAppIdentity(ctx.db, member.id);
    return ok(true);
  });

  /**
   * C27/D02: the caller is a chat-app account without a mobile. A free mobile becomes its login (the member
   * is registered and starts the profile wizard); a mobile of an existing member without a chat-app
   * account merges: that member takes the openid and the caller's stub session ends. The answer is a new
   * token of the resulting member (identity = its mobile).
   */
  app.put('/admin/wx/auth/bind/mobile', async (request) => {
    const { auth, member } = await current(ctx, request);
    const input = parse(bindMobileInput, request.body);
    if (member.wx_openid === null || member.mobile !== null) throw fail(NO_BIND_NEEDED_MESSAGE);
    const existing = await memberByMobile(ctx.db, input.mobile);
    if (existing && existing.id !== member.id && existing.wx_openid !== null) {
      throw new ApiError(ERR_MOBILE_WX_BOUND, MOBILE_WX_BOUND_MESSAGE);
    }
    await verifySmsCode(ctx, input.mobile, input.secretKey, input.smsCode);
    const session = await sessionClientOf(ctx.db, auth.tokenId);
    const clientId = session?.client_id ?? 'web';
    if (existing) await mergeChatAppStub(ctx.db, member, existing.id);
    else await registerStubMobile(ctx.db, member.id, input.mobile);
    const targetId = existing ? existing.id : member.id;
    await revokeSession(ctx, auth.tokenId);
    return ok(tokenAnswer(await issueTokens(ctx, targetId, clientId, 'web_code', (session?.remember_me ?? 1) === 1)));
  });
}
