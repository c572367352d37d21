/**
 * The `/msg` family, system-notice part (§7.8, K05–K10): notice page, mark read, unread counters.
 */
import type { FastifyInstance } from 'fastify';
import { noticePageQuery, noticeReadQuery } from '@/lib/contract/msg';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parse } from '../http/validate';
import { markRead, noticeCount, noticePage } from '../repo/notices';
import { registerChatRoutes } from './msg-chat';

export function registerMsgRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/msg/notice/page', async (request) => {
    const me = requireMember(request).memberId;
    const q = parse(noticePageQuery, request.query);
    return ok(await noticePage(ctx.db, me, q.noticeType, q));
  });
  app.get('/msg/notice/read', async (request) => {
    const me = requireMember(request).memberId;
    const q = parse(noticeReadQuery, request.query);
    return ok(await markRead(ctx.db, me, q.noticeType, q.entityTypeList));
  });
  app.get('/msg/notice/count', async (request) => ok(await noticeCount(ctx.db, requireMember(request).memberId)));
  registerChatRoutes(app, ctx);
}
