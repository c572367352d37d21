/**
 * `POST /basic/tag` (a member creates a tag; a name that is or contains a grey word → code 1 '该标签不可使用')
 * and `GET /basic/tag/word/page` (the wizard's tag search by `keywords`, records `{id, name}`).
 */
import type { FastifyInstance } from 'fastify';
import { tagCreateInput, tagWordQuery } from '@/lib/contract/member';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { fail, ok } from '../http/envelope';
import { parse } from '../http/validate';
import { createMemberTag, nameHasGreyWord, tagByName, tagWordPage } from '../repo/tags-write';

export const TAG_FORBIDDEN_MESSAGE = '该标签不可使用';

export function registerTagWriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/basic/tag', async (request) => {
    const session = requireMember(request);
    const input = parse(tagCreateInput, request.body);
    if (await nameHasGreyWord(ctx.db, input.name)) throw fail(TAG_FORBIDDEN_MESSAGE);
    const existing = await tagByName(ctx.db, input.type, input.name);
    if (existing) {
      if (existing.status !== 1) throw fail(TAG_FORBIDDEN_MESSAGE);
      return ok(existing.id);
    }
    const id = await createMemberTag(ctx.db, session.memberId, input.type, input.name);
    return ok(id);
  });

  app.get('/basic/tag/word/page', async (request) => {
    const query = parse(tagWordQuery, request.query);
    return ok(await tagWordPage(ctx.db, { type: query.type ?? 1, keywords: query.keywords, current: query.current, size: query.size }));
  });
}
