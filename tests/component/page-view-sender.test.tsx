import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveLoginSession } from '@/lib/session/session';
import { sendLogBatch } from '@/lib/tracking/browser-page-view-log';
import { ACCESS_TIME_PATH, VIEW_RECORD_PATH } from '@/lib/tracking/page-view-log';

const records = [{ cid: 'cid-0123456789', url: 'http://localhost:3000/people/1001', client: 'web' as const, siteId: 1, startTime: 1_000_000 }];

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function stubNetwork() {
  const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{"code":0}')));
  vi.stubGlobal('fetch', fetch);
  Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
  return { beacon, fetch };
}

describe('A28/A29 how the log service sends', () => {
  it('a visitor’s batch on page hide goes with sendBeacon to /api/admin/view/record, as JSON text', () => {
    const { beacon, fetch } = stubNetwork();
    sendLogBatch(VIEW_RECORD_PATH, records, true);
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api/admin/view/record');
    expect(JSON.parse(String(beacon.mock.calls[0]![1]))).toEqual({ records });
  });

  it('a timed batch is a keepalive fetch that reads no answer; a member’s carries the bearer token (I35: member visits)', () => {
    const { beacon, fetch } = stubNetwork();
    sendLogBatch(ACCESS_TIME_PATH, records, false);
    expect(beacon).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/log/access/time');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect((init!.headers as Record<string, string>).authorization).toBeUndefined();

    saveLoginSession({ access_token: 'member-access-token', memberId: 1001 }, { rememberMe: true });
    sendLogBatch(VIEW_RECORD_PATH, records, true);
    // a member's hide batch needs its token, which a beacon cannot carry: a keepalive fetch instead
    expect(beacon).not.toHaveBeenCalled();
    expect((fetch.mock.calls[1]![1]!.headers as Record<string, string>).authorization).toBe('Bearer member-access-token');
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    const { beacon, fetch } = stubNetwork();
    beacon.mockReturnValue(false);
    sendLogBatch(VIEW_RECORD_PATH, records, true);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
