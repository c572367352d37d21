import { describe, expect, it } from 'vitest';
import { LOG_BATCH_INTERVAL_MS, LOG_BATCH_MAX_ENTRIES, type LoggedVisit } from '@/lib/contract/page-view';
import { ACCESS_TIME_PATH, PageViewLog, VIEW_RECORD_PATH, type LogPath } from '@/lib/tracking/page-view-log';

/** A log on a fake clock and fake timers, recording what it sends. */
function harness() {
  let now = 1_000_000;
  const sent: { path: LogPath; records: LoggedVisit[]; hiding: boolean }[] = [];
  const timers = new Map<number, { fn: () => void; at: number }>();
  let nextTimer = 1;
  const log = new PageViewLog({
    now: () => now,
    send: (path, records, hiding) => sent.push({ path, records, hiding }),
    setTimer: (fn, ms) => {
      const id = nextTimer++;
      timers.set(id, { fn, at: now + ms });
      return id;
    },
    clearTimer: (id) => timers.delete(id as number),
  });
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.fn();
      }
    }
  };
  return { log, sent, advance, timers };
}

describe('A28 page-view records', () => {
  it('I50 each page opened is a view {url, client web, siteId 1, startTime} (the beacon adds the cid); leaving it sends the visit with its endTime (the time spent) to the access-time call', () => {
    const { log, sent, advance } = harness();
    log.open('http://localhost:3000/news/12');
    advance(4_000);
    log.open('http://localhost:3000/news/13');
    expect(sent).toEqual([]);
    advance(LOG_BATCH_INTERVAL_MS);
    expect(sent.map((s) => s.path)).toEqual([VIEW_RECORD_PATH, ACCESS_TIME_PATH]);
    expect(sent[0]!.records).toEqual([
      { url: 'http://localhost:3000/news/12', client: 'web', siteId: 1, startTime: 1_000_000 },
      { url: 'http://localhost:3000/news/13', client: 'web', siteId: 1, startTime: 1_004_000 },
    ]);
    expect(sent[1]!.records).toEqual([{ url: 'http://localhost:3000/news/12', client: 'web', siteId: 1, startTime: 1_000_000, endTime: 1_004_000 }]);
    expect(sent.every((s) => !s.hiding)).toBe(true);
  });

  it('the same URL again (a repeated navigation) is not a second view', () => {
    const { log, sent } = harness();
    log.open('/dict/detail');
    log.open('/dict/detail');
    log.hide();
    expect(sent.find((s) => s.path === VIEW_RECORD_PATH)!.records).toHaveLength(1);
  });
});

describe('A29 log service batching', () => {
  it('sends 10 s after the first entry, not per navigation', () => {
    const { log, sent, advance } = harness();
    log.open('/a');
    advance(LOG_BATCH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(0);
    advance(1);
    expect(sent).toHaveLength(1);
    // nothing queued: no timer, nothing sent
    advance(LOG_BATCH_INTERVAL_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('sends as soon as 10 entries are queued, whichever comes first', () => {
    const { log, sent, timers } = harness();
    // 6 pages: 6 views + 5 finished visits = 11 entries; the 10th entry sends
    for (let i = 1; i <= 5; i += 1) log.open(`/news/${i}`);
    expect(log.queued).toBe(9);
    expect(sent).toHaveLength(0);
    log.open('/news/6');
    // the visit of /news/5 was the 10th entry: sent; the view of /news/6 waits for the next batch
    expect(log.queued).toBe(1);
    const views = sent.filter((s) => s.path === VIEW_RECORD_PATH).flatMap((s) => s.records);
    const times = sent.filter((s) => s.path === ACCESS_TIME_PATH).flatMap((s) => s.records);
    expect(views.length + times.length).toBe(LOG_BATCH_MAX_ENTRIES);
    expect(timers.size).toBe(1);
  });

  it('on page hide the open visit is closed and everything goes at once as a beacon; showing again resumes time without a new view', () => {
    const { log, sent, advance } = harness();
    log.open('/news/7');
    advance(3_000);
    log.hide();
    expect(sent.map((s) => [s.path, s.hiding])).toEqual([
      [VIEW_RECORD_PATH, true],
      [ACCESS_TIME_PATH, true],
    ]);
    expect(sent[1]!.records[0]).toMatchObject({ url: '/news/7', startTime: 1_000_000, endTime: 1_003_000 });
    // hidden for a minute: not counted
    advance(60_000);
    log.show();
    advance(2_000);
    log.hide();
    const resumed = sent.slice(2);
    expect(resumed.map((s) => s.path)).toEqual([ACCESS_TIME_PATH]);
    expect(resumed[0]!.records[0]).toMatchObject({ url: '/news/7', startTime: 1_063_000, endTime: 1_065_000 });
    // a second hide with nothing open sends nothing
    log.hide();
    expect(sent).toHaveLength(3);
  });
});
