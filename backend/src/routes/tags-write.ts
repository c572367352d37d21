/**
 * `POST /basic/tag` (a member creates a tag; a name that is or contains a grey word → code 1 '该标签不可使用')
 * and `GET /basic/tag/word/page` (the wizard's tag search by `keywords`, records `{id, name}`).
 */
import type { FastifyInstance } from 'fastify';
import { tagCreateInput, tagWordQuery } from '../../../lib/contract/member';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { all, get, insertId } from '../db/sql';
import { position } from '../db/dialect';
import { nowText } from '../db/time';
import { fail, ok } from '../http/envelope';
import { paged } from '../http/paging';
import { parse } from '../http/validate';

export const TAG_FORBIDDEN_MESSAGE = '该标签不可使用';

/** Escapes LIKE wildcards (the pattern uses `\` as the escape character). */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function registerTagWriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/basic/tag', async (request) => {
    const session = requireMember(request);
    const input = parse(tagCreateInput, request.body);
    const grey = await get(ctx.db, `SELECT 1 FROM grey_words WHERE ${position(ctx.db, '?', 'word')} > 0 LIMIT 1`, input.name);
    if (grey) throw fail(TAG_FORBIDDEN_MESSAGE);
    const existing = await get<{ id: number; status: number }>(ctx.db, 'SELECT id, status FROM tags WHERE type = ? AND name = ? ORDER BY status DESC, id LIMIT 1', input.type, input.name);
    if (existing) {
      if (existing.status !== 1) throw fail(TAG_FORBIDDEN_MESSAGE);
      return ok(existing.id);
    }
    const id = await insertId(
      ctx.db,
      'INSERT INTO tags (name, type, status, sort, hot, created_by, created_at) VALUES (?, ?, 1, 1000, 0, ?, ?)',
      input.name,
      input.type,
      session.memberId,
      nowText(),
    );
    return ok(id);
  });

  app.get('/basic/tag/word/page', async (request) => {
    const query = parse(tagWordQuery, request.query);
    const type = query.type ?? 1;
    const pattern = `%${likeText(query.keywords)}%`;
    const where = "WHERE type = ? AND status = 1 AND (name LIKE ? ESCAPE '\\' OR en_name LIKE ? ESCAPE '\\')";
    const total = (await get<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM tags ${where}`, type, pattern, pattern))?.n ?? 0;
    return ok(
      await paged({ current: query.current, size: query.size }, total, async (limit, offset) =>
        await all<{ id: number; name: string }>(
          ctx.db,
          // exact matches first, then prefix matches, then the rest
          `SELECT id, name FROM tags ${where} ORDER BY (name = ?) DESC, (name LIKE ? ESCAPE '\\') DESC, hot DESC, sort, id LIMIT ? OFFSET ?`,
          type,
          pattern,
          pattern,
          query.keywords,
          `${likeText(query.keywords)}%`,
          limit,
          offset,
        ),
      ),
    );
  });
}
