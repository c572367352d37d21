import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEACON_PATH, postPageBeacon, sendLogBeacon } from '@/lib/tracking/beacon';
import { ACCESS_TIME_PATH, VIEW_RECORD_PATH } from '@/lib/tracking/page-view-log';

const records = [{ url: 'http://localhost:3000/people/1001', client: 'web' as const, siteId: 1, startTime: 1_000_000 }];

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubNetwork() {
  const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json({ tip: false })));
  vi.stubGlobal('fetch', fetch);
  Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
  return { beacon, fetch };
}

describe('A28/A29 how the log service sends (through the web server’s beacon, which adds the cid and a member’s token)', () => {
  it('a batch on page hide goes with sendBeacon to /beacon, as JSON text, with no cid and no token', () => {
    const { beacon, fetch } = stubNetwork();
    sendLogBeacon(VIEW_RECORD_PATH, records, true);
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe(BEACON_PATH);
    expect(JSON.parse(String(beacon.mock.calls[0]![1]))).toEqual({ log: { path: '/admin/view/record', records } });
  });

  it('a timed batch is a keepalive fetch of the same body', () => {
    const { beacon, fetch } = stubNetwork();
    sendLogBeacon(ACCESS_TIME_PATH, records, false);
    expect(beacon).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(BEACON_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect((init!.headers as Record<string, string>).authorization).toBeUndefined();
    expect(JSON.parse(String(init!.body))).toEqual({ log: { path: '/admin/log/access/time', records } });
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    const { beacon, fetch } = stubNetwork();
    beacon.mockReturnValue(false);
    sendLogBeacon(VIEW_RECORD_PATH, records, true);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('F01 U02 a detail page’s view and visit', () => {
  it('asked for in the same commit, they go as one request (a first visit gets one cid), whose answer both get', async () => {
    const { fetch } = stubNetwork();
    fetch.mockResolvedValueOnce(Response.json({ tip: true }));
    const [visit, view] = await Promise.all([postPageBeacon({ visit: true }), postPageBeacon({ view: { path: '/news/news/view', id: 12 } })]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ visit: true, view: { path: '/news/news/view', id: 12 } });
    expect(visit).toEqual({ tip: true });
    expect(view).toEqual({ tip: true });
    // the next page's are a request of their own
    await postPageBeacon({ visit: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failed beacon answers null (the page goes on)', async () => {
    const { fetch } = stubNetwork();
    fetch.mockRejectedValueOnce(new TypeError('network'));
    await expect(postPageBeacon({ visit: true })).resolves.toBeNull();
    fetch.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(postPageBeacon({ visit: true })).resolves.toBeNull();
  });
});
