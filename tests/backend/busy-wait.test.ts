/**
 * Issue 30 item 7, performed: another writer holds the database's write lock for 2 s. A write through the API
 * waits for it (asynchronously, up to DB_BUSY_TIMEOUT_MS) and then succeeds, while unrelated reads keep answering
 * at once: the wait no longer blocks the event loop (better-sqlite3's busy wait did: reads took the whole 2 s).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApi, DEMO, holdWriteLock, loginDemo, withDb, type TestApi } from './helpers';

const HOLD_MS = 2000;
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ dbBusyTimeoutMs: 5000 });
});
afterAll(async () => {
  await api.close();
});

describe('issue 30 item 7: a locked database stalls only the writes that need it', () => {
  it('reads answer within a fraction of the hold while a write waits; the write then lands once', async () => {
    const a = await loginDemo(api, DEMO.first);
    const b = await loginDemo(api, DEMO.second);
    const conv = (await call(api, 'POST', '/msg/conversation', { token: a.access_token, json: { members: [b.memberId] } })).body.data.id as number;
    const body = { convId: conv, msgTo: b.memberId, msgType: 0, msgContent: '锁住时等待的消息' };

    const lock = await holdWriteLock(api);
    const held = Date.now();
    const releasing = new Promise<void>((resolve) => setTimeout(() => void lock.release().then(resolve), HOLD_MS));
    const write = call(api, 'POST', '/msg/messages', { token: a.access_token, json: body });

    // unrelated reads while the write waits for the lock
    const readTimes: number[] = [];
    for (const url of ['/news/searchkeyword/hot', '/msg/conversation/list', '/admin/member/authorities']) {
      const started = Date.now();
      const read = await call(api, 'GET', url, { token: a.access_token });
      readTimes.push(Date.now() - started);
      expect(read.status, url).toBe(200);
      expect(read.body.code, url).toBe(0);
    }
    expect(Date.now() - held).toBeLessThan(HOLD_MS);
    expect(Math.max(...readTimes)).toBeLessThan(HOLD_MS / 2);

    const written = await write;
    await releasing;
    expect(Date.now() - held).toBeGreaterThanOrEqual(HOLD_MS - 50);
    expect(written.status).toBe(200);
    expect(written.body.code).toBe(0);
    const stored = await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM messages WHERE msg_content = ?').get(body.msgContent)) as { n: number });
    expect(stored.n).toBe(1);
  });
});
