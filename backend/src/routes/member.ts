/**
 * /admin/member/basic-info (GET, PUT), /admin/member/avatar (PUT), /admin/member/register/status, /admin/membership/benefit,
 * /admin/member/authorities, /admin/member/basic/{memberId}.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberAvatarInput, memberBasicInfoInput, memberIdParams } from '@/lib/contract/member';
import { tags } from '@/lib/contract/cache-tags';
import { revalidateWeb } from '../http/revalidate';
import { ERR_EMAIL_USED } from '@/lib/constants';
import { optionalMemberId, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, fail, notFound, ok, unauthorized } from '../http/envelope';
import { parse } from '../http/validate';
import { authoritiesOf, basicInfoOf, benefitsOf, cardOf, memberById, memberIdByEmail, registerStatusOf, setAvatar, type MemberRow } from '../repo/members';
import { updateBasicInfo } from '../repo/member-profile';
import { registerMemberAccountRoutes } from './member-profile';
import { registerSocialRoutes } from './social';
import { registerFavoriteRoutes } from './favorites';
import { registerChatAppBindingRoutes } from './chat-app-binding';
import { registerChatAppBindAccountRoutes } from './chat-app-bind-account';
import { EMAIL_USED_MESSAGE, NAME_NOT_EDITABLE_MESSAGE } from './member-messages';


export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerFavoriteRoutes(app, ctx);
  registerChatAppBindingRoutes(app, ctx);
  registerChatAppBindAccountRoutes(app, ctx);
  registerMemberAccountRoutes(app, ctx);
  registerSocialRoutes(app, ctx);
  /** The caller's member row, or HTTP 401 (also when the member no longer exists). */
  const currentMember = async (request: FastifyRequest): Promise<MemberRow> => {
    const row = await memberById(ctx.db, requireMember(request).memberId);
    if (!row) throw unauthorized();
    return row;
  };

  app.get('/admin/member/basic-info', async (request) => ok(await basicInfoOf(ctx.db, await currentMember(request))));

  app.put('/admin/member/basic-info', async (request) => {
    const member = await currentMember(request);
    const input = parse(memberBasicInfoInput, request.body);
    if (!member.name_editable && member.nickname !== null && input.nickname !== member.nickname) {
      throw fail(`nickname: ${NAME_NOT_EDITABLE_MESSAGE}`);
    }
    if (input.email) {
      if ((await memberIdByEmail(ctx.db, input.email, member.id)) !== null) throw new ApiError(ERR_EMAIL_USED, EMAIL_USED_MESSAGE);
    }
    await updateBasicInfo(ctx.db, member, input);
    return ok(await basicInfoOf(ctx.db, await memberById(ctx.db, member.id) as MemberRow));
  });

  // Issue 18 item 2 (DEFAULT): the member's own avatar, an uploaded square image; member pages are revalidated.
  app.put('/admin/member/avatar', async (request) => {
    const member = await currentMember(request);
    const { avatar } = parse(memberAvatarInput, request.body);
    await setAvatar(ctx.db, member.id, avatar);
    void revalidateWeb([tags.people.list]);
    return ok(await basicInfoOf(ctx.db, await memberById(ctx.db, member.id) as MemberRow));
  });

  app.get('/admin/member/register/status', async (request) => ok(registerStatusOf(await currentMember(request))));

  app.get('/admin/membership/benefit', async (request) => ok(await benefitsOf(ctx.db, (await currentMember(request)).member_kind)));

  app.get('/admin/member/authorities', async (request) => ok(await authoritiesOf(ctx.db, (await currentMember(request)).id)));

  app.get('/admin/member/basic/:memberId', async (request) => {
    const { memberId } = parse(memberIdParams, request.params);
    const row = await memberById(ctx.db, memberId);
    if (!row) throw notFound();
    return ok(await cardOf(ctx.db, row, optionalMemberId(request)));
  });
}
