/**
 * C26: `PUT /admin/wx/auth/bind/account {account, accountType: 'MOBILE', password}`. The caller is a
 * chat-app account without a mobile (the login dialog's bind mode); instead of an sms code it names an
 * existing account by its mobile and password (encrypted like the `web_password` grant). That member
 * takes the chat-app identity over, the caller's session ends, and the answer is a new token of that
 * member. Errors: code 1 '账号或密码错误' for an unknown mobile or a wrong password alike (the same answer as
 * password login, so the call does not tell which mobiles have accounts; both count towards the login
 * throttle, HTTP 429 when it bites), 20009 the member already has a chat-app account, code 1 when the caller
 * does not need a binding.
 */
import type { FastifyInstance } from 'fastify';
import { ERR_MOBILE_WX_BOUND } from '@/lib/constants';
import { bindAccountInput } from '@/lib/contract/chat-app';
import { checkPassword, throttled } from '../auth/grants';
import { requireMember } from '../auth/guard';
import { issueTokens, revokeSession, tokenAnswer } from '../auth/tokens';
import type { AppContext } from '../context';
import { mergeChatAppStub, sessionClientOf } from '../repo/chat-app-accounts';
import { ApiError, fail, ok, unauthorized } from '../http/envelope';
import { parse } from '../http/validate';
import { memberById } from '../repo/members';
import { MOBILE_WX_BOUND_MESSAGE, NO_BIND_NEEDED_MESSAGE } from './chat-app-binding';

export function registerChatAppBindAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/admin/wx/auth/bind/account', async (request) => {
    const auth = requireMember(request);
    const member = await memberById(ctx.db, auth.memberId);
    if (!member) throw unauthorized();
    const input = parse(bindAccountInput, request.body);
    if (member.wx_openid === null || member.mobile !== null) throw fail(NO_BIND_NEEDED_MESSAGE);

    // The password is checked before anything about the account is revealed.
    const target = await throttled(ctx, 'password', input.account, request.ip, async () => await checkPassword(ctx, input.account, input.password));
    if (target.wx_openid !== null) throw new ApiError(ERR_MOBILE_WX_BOUND, MOBILE_WX_BOUND_MESSAGE);

    const session = await sessionClientOf(ctx.db, auth.tokenId);
    await mergeChatAppStub(ctx.db, member, target.id);
    await revokeSession(ctx, auth.tokenId);
    return ok(tokenAnswer(await issueTokens(ctx, target.id, session?.client_id ?? 'web', 'web_password', (session?.remember_me ?? 1) === 1)));
  });
}
