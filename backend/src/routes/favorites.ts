/**
 * Favourites (F24, G49): POST /admin/member-favorite and /admin/member-favorite/unfavorite with
 * `{entityType, entityId}` (13 news, 11 post); GET /admin/member-favorite/page.
 */
import type { FastifyInstance } from 'fastify';
import { favoriteInput, favoritePageQuery } from '@/lib/contract/interaction';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parse } from '../http/validate';
import { favoritePage, setFavorite } from '../repo/favorites';

export function registerFavoriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/admin/member-favorite', async (request) => {
    const session = requireMember(request);
    const input = parse(favoriteInput, request.body);
    return ok(await setFavorite(ctx.db, session.memberId, input.entityType, input.entityId, true));
  });

  app.post('/admin/member-favorite/unfavorite', async (request) => {
    const session = requireMember(request);
    const input = parse(favoriteInput, request.body);
    return ok(await setFavorite(ctx.db, session.memberId, input.entityType, input.entityId, false));
  });

  app.get('/admin/member-favorite/page', async (request) => {
    const session = requireMember(request);
    const query = parse(favoritePageQuery, request.query);
    return ok(await favoritePage(ctx.db, session.memberId, query, query.entityType));
  });
}
