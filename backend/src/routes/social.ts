/**
 * People and follows (§7.2, I01–I17, I34–I41): follow/unfollow, follow and fan lists, a member page's mini-app code,
 * the member lists (`/admin/follow/*`), the member filters (`/admin/member-filter/*`) and the visit record.
 */
import type { FastifyInstance } from 'fastify';
import { idParams, pagingQuery } from '@/lib/contract/common';
import { memberIdParams } from '@/lib/contract/member';
import { memberPageQuery } from '@/lib/contract/social';
import { optionalMemberId, requireMember } from '../auth/guard';
import { registerPageViewRoutes } from './page-views';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parse } from '../http/validate';
import {
  companyCategoryFilter,
  companyFilter,
  fansPage,
  follow,
  followingPage,
  hotFollowPage,
  interestedPage,
  joinLatestPage,
  lastActiveFilter,
  locationFilter,
  memberPage,
  unfollow,
  viewedPage,
} from '../repo/social';
import { workHistoryOf } from '../repo/member-profile';
import { memberById } from '../repo/members';
import { notFound } from '../http/envelope';
import { registerFriendRoutes } from './friends';
import { qrImagePath, siteUrl } from '../standins/storage-host';

export function registerSocialRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerPageViewRoutes(app, ctx);
  registerFriendRoutes(app, ctx);

  app.post('/admin/member/follow/:id', async (request) => {
    const me = requireMember(request).memberId;
    return ok(await follow(ctx.db, me, parse(idParams, request.params).id));
  });
  app.post('/admin/member/unfollow/:id', async (request) => {
    const me = requireMember(request).memberId;
    return ok(await unfollow(ctx.db, me, parse(idParams, request.params).id));
  });
  app.get('/admin/member/follow/:memberId', async (request) => {
    const { memberId } = parse(memberIdParams, request.params);
    return ok(await followingPage(ctx.db, memberId, parse(pagingQuery, request.query), optionalMemberId(request)));
  });
  app.get('/admin/member/fans/:memberId', async (request) => {
    const { memberId } = parse(memberIdParams, request.params);
    return ok(await fansPage(ctx.db, memberId, parse(pagingQuery, request.query), optionalMemberId(request)));
  });

  /** I34: the mini-app code shared with a member's page (the sandbox's QR of the page's URL). */
  app.get('/admin/member/:memberId/miniapp-code', async (request) => {
    const { memberId } = parse(memberIdParams, request.params);
    if (!await memberById(ctx.db, memberId)) throw notFound();
    return ok(qrImagePath(`${siteUrl()}/people/${memberId}`));
  });

  /** The public work history of a member's home (I08; the member's own list is `/admin/member/work-history`). */
  app.get('/admin/member/:memberId/work-history', async (request) => {
    const { memberId } = parse(memberIdParams, request.params);
    if (!await memberById(ctx.db, memberId)) throw notFound();
    return ok(await workHistoryOf(ctx.db, memberId));
  });

  app.get('/admin/follow/member/page', async (request) => ok(await memberPage(ctx.db, parse(memberPageQuery, request.query), optionalMemberId(request))));
  app.get('/admin/follow/hot-follow', async (request) => ok(await hotFollowPage(ctx.db, parse(pagingQuery, request.query), optionalMemberId(request))));
  app.get('/admin/follow/join-latest', async (request) => ok(await joinLatestPage(ctx.db, parse(pagingQuery, request.query), optionalMemberId(request))));
  app.get('/admin/follow/v2/interested', async (request) => ok(await interestedPage(ctx.db, parse(pagingQuery, request.query), optionalMemberId(request))));
  app.get('/admin/follow/viewd', async (request) => {
    const me = requireMember(request).memberId;
    return ok(await viewedPage(ctx.db, parse(pagingQuery, request.query), me));
  });
  // `POST /admin/view/record` (I35) is the page-view log's call now: routes/page-views.ts.

  app.get('/admin/member-filter/company', async () => ok(await companyFilter(ctx.db)));
  app.get('/admin/member-filter/company-category', async () => ok(await companyCategoryFilter(ctx.db)));
  app.get('/admin/member-filter/location', async () => ok(await locationFilter(ctx.db)));
  app.get('/admin/member-filter/last-active', async () => ok(lastActiveFilter()));
}
