import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsDetailSchema } from '../../lib/contract/news';
import { call, createTestApi, withDb, type TestApi } from './helpers';

/** F01/F06, issue 18 item 12: a column article names its author (with their member id) and its column. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('column article byline', () => {
  it('GET /news/news/{id} of a column article answers author, authorMemberId, columnId and columnName', async () => {
    const row = await withDb(api, async (db) =>
      await db
        .prepare(
          `SELECT n.id, n.column_id, c.name, c.owner_member_id FROM news n JOIN columns c ON c.id = n.column_id
            WHERE n.publish_status = 'PUBLISHED' AND n.is_banned = 0 ORDER BY n.id LIMIT 1`,
        )
        .get() as { id: number; column_id: number; name: string; owner_member_id: number } | undefined,
    );
    expect(row, 'the seed has published column articles').toBeDefined();
    const res = await call(api, 'GET', `/news/news/${row!.id}`);
    const detail = newsDetailSchema.parse(res.body.data);
    expect(detail.columnId).toBe(row!.column_id);
    expect(detail.columnName).toBe(row!.name);
    expect(detail.author).toBeTruthy();
    expect(detail.authorMemberId).toBeGreaterThan(0);
    const member = await call(api, 'GET', `/admin/member/basic/${detail.authorMemberId}`);
    expect(member.body.code).toBe(0);
  });

  it('a news item outside any column has no author member', async () => {
    const id = await withDb(api, async (db) => (await db.prepare("SELECT id FROM news WHERE column_id IS NULL AND publish_status = 'PUBLISHED' AND is_banned = 0 LIMIT 1").get() as { id: number }).id);
    const detail = newsDetailSchema.parse((await call(api, 'GET', `/news/news/${id}`)).body.data);
    expect(detail.columnId).toBeNull();
    expect(detail.authorMemberId ?? null).toBeNull();
  });
});
