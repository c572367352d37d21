/**
 * The `/msg` family, private-chat part (§7.8, chat contract, J06–J53): conversations, history pages,
 * read marks, the REST send of the mobile conversation page and the message templates. The real-time
 * side (STOMP over SockJS at /api/msg/ws) is in backend/src/realtime/.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERR_SERVICE_BUSY, HTTP_SERVICE_UNAVAILABLE, LOCALES, RETRY_AFTER_SECONDS } from '@/lib/constants';
import { idParams, idSchema } from '@/lib/contract/common';
import { createConversationInput, messageHistoryQuery, messagePageQuery } from '@/lib/contract/msg';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, HTTP_TOO_MANY_REQUESTS, ok } from '../http/envelope';
import { BUSY_MESSAGE } from '../http/errors';
import { keepsCache } from '../http/response-cache';
import { parse } from '../http/validate';
import { conversationList, hideConversation, openConversation, requireMembership } from '../repo/conversations';
import { markConversationRead, messagePage, templateCategories, templatesOf } from '../repo/messages';
import { CHAT_RATE_LIMITED, CHAT_RATE_LIMITED_MESSAGE, DEFAULT_BROKER_OPTIONS } from '../realtime/broker';
import { chatSendInput, sendChatMessage } from '../services/chat-send';
import { ticketStoreOf } from '../realtime/tickets';

const convIdQuery = z.object({ convId: idSchema });
const templateLangQuery = z.object({ lang: z.enum(LOCALES).optional() });
const templateListQuery = templateLangQuery.extend({ category: z.string().trim().min(1).max(40) });

export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * The chat socket's ticket (issue 17 item 6): one minute, single use, for the caller's session; the client
   * puts it in the SockJS URL's `access_token` instead of its access token.
   */
  app.get('/msg/ws/ticket', async (request, reply) => {
    const session = requireMember(request);
    reply.header('cache-control', 'no-store');
    try {
      return ok(await ticketStoreOf(ctx).issue(session));
    } catch (error) {
      // a ticket that cannot be stored could not be spent: the client retries (docs/shared-state.md, fails closed)
      request.log.error({ err: error }, 'socket ticket store failed');
      throw new ApiError(ERR_SERVICE_BUSY, BUSY_MESSAGE, null, HTTP_SERVICE_UNAVAILABLE, { 'retry-after': String(RETRY_AFTER_SECONDS) });
    }
  });

  app.get('/msg/conversation/list', async (request) => ok(await conversationList(ctx.db, requireMember(request).memberId)));

  app.post('/msg/conversation', keepsCache, async (request) => {
    const me = requireMember(request).memberId;
    return ok(await openConversation(ctx.db, me, parse(createConversationInput, request.body)));
  });

  app.delete('/msg/conversation/:id', keepsCache, async (request) => {
    const me = requireMember(request).memberId;
    await hideConversation(ctx.db, parse(idParams, request.params).id, me);
    return ok(null);
  });

  app.get('/msg/messages/history', async (request) => {
    const me = requireMember(request).memberId;
    const q = parse(messageHistoryQuery, request.query);
    await requireMembership(ctx.db, q.convId, me);
    return ok(await messagePage(ctx.db, q.convId, me, q, q.lastMsgId));
  });

  app.get('/msg/messages/page', async (request) => {
    const me = requireMember(request).memberId;
    const q = parse(messagePageQuery, request.query);
    await requireMembership(ctx.db, q.convId, me);
    return ok(await messagePage(ctx.db, q.convId, me, q));
  });

  /**
   * J11: every message to the caller in the conversation is read. The spec's call is a GET (kept); the POST form
   * (convId in the query or a JSON/form body) is the one the web uses, since reading a conversation changes state
   * (issue 30 item 12). Marking read touches no public answer: the answer cache stays.
   */
  const markRead = async (request: FastifyRequest, convIdSource: unknown) => {
    const me = requireMember(request).memberId;
    const { convId } = parse(convIdQuery, convIdSource);
    await requireMembership(ctx.db, convId, me);
    await markConversationRead(ctx.db, convId, me);
    return ok(null);
  };
  app.get('/msg/messages/read', async (request) => await markRead(request, request.query));
  app.post('/msg/messages/read', keepsCache, async (request) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    return await markRead(request, { ...(request.query as object), ...body });
  });

  /**
   * The REST send (mobile) has the STOMP send's limit: 20 messages per 10 s (CHAT_SEND_LIMIT), here per member
   * (issue 17 item 9), counted in the shared state so that it holds across API instances. It is spam protection
   * only: when the counter cannot be reached the send goes on (logged; docs/shared-state.md, fails open).
   */
  const sendWindowMs = DEFAULT_BROKER_OPTIONS.rateWindowMs;
  app.post('/msg/messages', keepsCache, async (request) => {
    const me = requireMember(request).memberId;
    const waitMs = await ctx.state.counters.take(`chat-send:${me}`, ctx.env.chatSendLimit, sendWindowMs).catch((error: unknown) => {
      request.log.warn({ err: error }, 'chat send limit unavailable: send allowed');
      return 0;
    });
    if (waitMs > 0) {
      const retryAfter = Math.ceil(waitMs / 1000);
      throw new ApiError(CHAT_RATE_LIMITED, CHAT_RATE_LIMITED_MESSAGE, { retryAfter }, HTTP_TOO_MANY_REQUESTS, { 'retry-after': String(retryAfter) });
    }
    return ok(await sendChatMessage(ctx, me, parse(chatSendInput, request.body)));
  });

  app.get('/msg/messages/template/categories', async (request) => {
    requireMember(request);
    return ok(await templateCategories(ctx.db, parse(templateLangQuery, request.query).lang));
  });

  app.get('/msg/messages/template/list/category', async (request) => {
    requireMember(request);
    const query = parse(templateListQuery, request.query);
    return ok(await templatesOf(ctx.db, query.category, query.lang));
  });
}
