/**
 * Events as a shop (spec §7.5): `/ec/stores/*` lists, hot, search, detail, like/unlike and comments (H01–H04,
 * H13, H21–H23, E15), `/ec/products/{id}` and `/ec/products/merchant` (H03, H50), `/ec/forms/template/{id}`
 * (H05, H25, callable with `?token=`), `POST /ec/recipients/valid/Identity` (H26, R60).
 */
import type { FastifyInstance } from 'fastify';
import { idParams, pagingQuery } from '@/lib/contract/common';
import { eventPageQuery, eventSearchQuery, formTemplateQuery, identityInput, merchantQuery } from '@/lib/contract/ec';
import { eventChangeTags } from '@/lib/contract/cache-tags';
import { optionalMemberId, requireMember } from '../auth/guard';
import { sessionOfAccessToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { notFound, ok, unauthorized } from '../http/envelope';
import { cached } from '../http/response-cache';
import { revalidateWeb } from '../http/revalidate';
import { parse } from '../http/validate';
import { eventDetail, eventPage, eventPageByTag, eventTypes, hotEventPage, searchEvents } from '../repo/ec-events';
import { formTemplate, ticketProductById, ticketProductMerchant } from '../repo/ec-products';
import { assertIdentity } from '../repo/ec-recipients';
import { EVENT_LIKES, setLike } from '../repo/likes';
import { registerEventCommentRoutes } from './comments';

export function registerEcEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/ec/stores/page', cached, async (request) => ok(await eventPage(ctx.db, parse(eventPageQuery, request.query))));

  app.get('/ec/stores/page-by-tag', cached, async (request) => {
    const page = await eventPageByTag(ctx.db, parse(eventPageQuery, request.query));
    if (!page) throw notFound();
    return ok(page);
  });

  app.get('/ec/stores/hot/page', cached, async (request) => ok(await hotEventPage(ctx.db, parse(pagingQuery, request.query))));

  app.get('/ec/stores/search', cached, async (request) => ok(await searchEvents(ctx.db, parse(eventSearchQuery, request.query))));

  app.get('/ec/stores/types', cached, async () => ok(await eventTypes(ctx.db)));

  app.get('/ec/stores/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    return ok(await eventDetail(ctx.db, id, optionalMemberId(request)));
  });

  app.post('/ec/stores/like/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const result = await setLike(ctx.db, EVENT_LIKES, session.memberId, id, true);
    void revalidateWeb(eventChangeTags(id));
    return ok(result);
  });

  app.put('/ec/stores/unlike/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const result = await setLike(ctx.db, EVENT_LIKES, session.memberId, id, false);
    void revalidateWeb(eventChangeTags(id));
    return ok(result);
  });

  registerEventCommentRoutes(app, ctx, (eventId) => void revalidateWeb(eventChangeTags(eventId)));

  app.get('/ec/products/merchant', cached, async (request) => ok(await ticketProductMerchant(ctx.db, parse(merchantQuery, request.query).productId)));

  app.get('/ec/products/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    return ok(await ticketProductById(ctx.db, id));
  });

  /**
   * H05: readable by visitors too (their checkout shows the form); a `?token=` (the SSO form page) must be a live
   * access token when given.
   */
  app.get('/ec/forms/template/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const { token } = parse(formTemplateQuery, request.query);
    if (token && !await sessionOfAccessToken(ctx, token)) throw unauthorized();
    const form = await formTemplate(ctx.db, id);
    if (!form) throw notFound();
    return ok(form);
  });

  app.post('/ec/recipients/valid/Identity', async (request) => {
    const input = parse(identityInput, request.body);
    assertIdentity(input.idType, input.idNumber);
    return ok({ valid: true });
  });
}
