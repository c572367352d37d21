/**
 * News publishing (F13–F15, F31): POST / PUT /news/news (members with a column; the body is sanitised
 * and a PUBLISHED item may not contain grey words), GET /news/news/manage/detail/{id} (author or
 * column owner, else 404), PUT /news/news/banned-status?id= (the column owner hides / shows an item).
 */
import type { FastifyInstance } from 'fastify';
import { ERR_NO_PERMISSION } from '@/lib/constants';
import { idParams } from '@/lib/contract/common';
import { newsColumnManagePageQuery } from '@/lib/contract/news';
import { newsChangeTags } from '@/lib/contract/cache-tags';
import { newsBannedQuery, newsCreateInput, newsUpdateInput } from '@/lib/contract/news-manage';
import { requireActiveMember, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, notFound, ok } from '../http/envelope';
import { revalidateWeb } from '../http/revalidate';
import { parse } from '../http/validate';
import { NO_PERMISSION_MESSAGE } from '../repo/comments';
import { columnManagePage } from '../repo/news-column-manage';
import { canManage, columnOf, detailOf, insertNews, manageRow, prepareNews, setNewsBanned, updateNews } from '../repo/news-manage';

export function registerNewsManageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/news/news', async (request) => {
    const { memberId } = await requireActiveMember(request, ctx);
    const input = parse(newsCreateInput, request.body);
    const { columnId, nickname } = await columnOf(db, memberId);
    const fields = await prepareNews(db, input);
    const id = await insertNews(db, { memberId, columnId, nickname }, input, fields);
    void revalidateWeb(newsChangeTags(id));
    return ok({ id, publishStatus: input.publishStatus });
  });

  app.put('/news/news', async (request) => {
    const { memberId } = await requireActiveMember(request, ctx);
    const input = parse(newsUpdateInput, request.body);
    const row = await manageRow(db, input.id);
    if (!row) throw notFound();
    if (row.member_id !== memberId) throw new ApiError(ERR_NO_PERMISSION, NO_PERMISSION_MESSAGE);
    const fields = await prepareNews(db, input);
    await updateNews(db, row, input, fields);
    void revalidateWeb(newsChangeTags(input.id));
    return ok({ id: input.id, publishStatus: input.publishStatus });
  });

  app.get('/news/news/manage/detail/:id', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(idParams, request.params);
    const row = await manageRow(db, id);
    if (!row || !canManage(row, memberId)) throw notFound();
    return ok(await detailOf(db, row, memberId));
  });

  app.get('/news/news/column/manage-page', async (request) => {
    const { memberId } = requireMember(request);
    const paging = parse(newsColumnManagePageQuery, request.query);
    await columnOf(db, memberId); // refuses a member without a column (ERR_NO_PERMISSION)
    return ok(await columnManagePage(db, memberId, paging));
  });

  app.put('/news/news/banned-status', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(newsBannedQuery, request.query);
    const row = await manageRow(db, id);
    if (!row) throw notFound();
    if (row.column_owner !== memberId) throw new ApiError(ERR_NO_PERMISSION, NO_PERMISSION_MESSAGE);
    const isBanned = row.is_banned === 0;
    await setNewsBanned(db, id, isBanned);
    void revalidateWeb(newsChangeTags(id));
    return ok({ id, isBanned });
  });
}
