import { describe, expect, it } from 'vitest';
import { decryptCookieValue, encryptCookieValue } from '@/lib/session/cookie-crypto';
import { COOKIE_KEYS } from '@/lib/session/keys';
import { VISIT_LIMIT } from '@/lib/session/visit-count';
import { beaconBodySchema, planBeacon } from '@/lib/tracking/beacon-relay';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CID = '0b7a4f52-54c1-4a8e-9a53-3c1f0e0f9d11';
const record = { url: 'http://localhost:3000/news/12', client: 'web' as const, siteId: 1, startTime: 1_000_000 };

/** The browser's cookies, encrypted as the session writes them. */
function jar(plain: Partial<Record<string, string>>) {
  const raw = new Map(Object.entries(plain).map(([name, value]) => [name, encryptCookieValue(value!)]));
  return (name: string) => raw.get(name);
}

function plan(cookies: Partial<Record<string, string>>, body: unknown, userAgent = BROWSER) {
  return planBeacon({ cookie: jar(cookies), userAgent, body: beaconBodySchema.parse(body) }, () => CID);
}

function written(result: ReturnType<typeof plan>) {
  return Object.fromEntries(result.cookies.map((c) => [c.name, decryptCookieValue(c.value)]));
}

describe('the web server’s beacon (issue 28 item 1: the page loads no cookie crypto)', () => {
  it('B42 F01 U02 a first visit: the cid is created and written encrypted for 1825 days, the view goes to the API under it, the visit counts 1', () => {
    const result = plan({}, { visit: true, view: { path: '/news/news/view', id: 12 } });
    expect(written(result)).toEqual({ [COOKIE_KEYS.cid]: CID, [COOKIE_KEYS.visitCount]: '1' });
    expect(result.cookies.find((c) => c.name === COOKIE_KEYS.cid)?.value).not.toContain(CID);
    expect(result.cookies.find((c) => c.name === COOKIE_KEYS.cid)?.options).toMatchObject({ maxAge: 1825 * 24 * 60 * 60, path: '/', sameSite: 'lax' });
    expect(result.forwards).toEqual([{ path: '/news/news/view', body: { id: 12, cid: CID }, authorization: null }]);
    expect(result.answer).toEqual({ tip: false });
  });

  it('B42 a known browser keeps its cid: nothing is written for a view alone', () => {
    const result = plan({ [COOKIE_KEYS.cid]: 'kept-cid-0001' }, { view: { path: '/company/product/view', id: 3 } });
    expect(result.cookies).toEqual([]);
    expect(result.forwards[0]?.body).toEqual({ id: 3, cid: 'kept-cid-0001' });
  });

  it('U02 C29 the view that reaches the limit sets the flag and asks for the tip; past it the flag is not written again', () => {
    const reaching = plan({ [COOKIE_KEYS.cid]: CID, [COOKIE_KEYS.visitCount]: String(VISIT_LIMIT - 1) }, { visit: true });
    expect(written(reaching)).toEqual({ [COOKIE_KEYS.visitCount]: String(VISIT_LIMIT), [COOKIE_KEYS.visitLimit]: '1' });
    expect(reaching.answer).toEqual({ tip: true });
    const before = plan({ [COOKIE_KEYS.cid]: CID, [COOKIE_KEYS.visitCount]: String(VISIT_LIMIT - 2) }, { visit: true });
    expect(before.answer).toEqual({ tip: false });
    const past = plan({ [COOKIE_KEYS.cid]: CID, [COOKIE_KEYS.visitCount]: String(VISIT_LIMIT), [COOKIE_KEYS.visitLimit]: '1' }, { visit: true });
    expect(written(past)).toEqual({ [COOKIE_KEYS.visitCount]: String(VISIT_LIMIT + 1) });
    expect(past.answer).toEqual({ tip: true });
  });

  it('C30 U39 a member and a crawler are not counted', () => {
    const member = { [COOKIE_KEYS.cid]: CID, [COOKIE_KEYS.token]: 'member-token', [COOKIE_KEYS.isLogin]: '1', [COOKIE_KEYS.visitCount]: '4' };
    expect(plan(member, { visit: true })).toEqual({ answer: { tip: false }, cookies: [], forwards: [] });
    expect(plan({ [COOKIE_KEYS.cid]: CID, [COOKIE_KEYS.visitCount]: '4' }, { visit: true }, GOOGLEBOT)).toEqual({ answer: { tip: false }, cookies: [], forwards: [] });
  });

  it('A28 I35 a log batch gets the cid on every record, and a member’s the member’s bearer token', () => {
    const visitor = plan({ [COOKIE_KEYS.cid]: CID }, { log: { path: '/admin/view/record', records: [record] } });
    expect(visitor.forwards).toEqual([{ path: '/admin/view/record', body: { records: [{ cid: CID, ...record }] }, authorization: null }]);
    const member = plan({ [COOKIE_KEYS.cid]: CID, [COOKIE_KEYS.token]: 'member-token', [COOKIE_KEYS.isLogin]: '1' }, { log: { path: '/admin/log/access/time', records: [{ ...record, endTime: 1_004_000 }] } });
    expect(member.forwards[0]).toMatchObject({ path: '/admin/log/access/time', authorization: 'Bearer member-token' });
  });

  it('attack list 23: a token cookie that does not decrypt is never sent on, and its holder counts as a visitor', () => {
    const cookie = (name: string) =>
      name === COOKIE_KEYS.token ? `${encryptCookieValue('member-token').slice(0, -2)}xx` : name === COOKIE_KEYS.isLogin ? encryptCookieValue('1') : undefined;
    const result = planBeacon({ cookie, userAgent: BROWSER, body: beaconBodySchema.parse({ visit: true, log: { path: '/admin/view/record', records: [record] } }) }, () => CID);
    expect(result.forwards[0]?.authorization).toBeNull();
    expect(written(result)).toMatchObject({ [COOKIE_KEYS.visitCount]: '1' });
  });

  it('takes only what a page sends: no other API path, no cid or extra field from the browser, at most 50 records', () => {
    const refused = [
      { view: { path: '/admin/member/delete', id: 1 } },
      { view: { path: '/news/news/view', id: -1 } },
      { log: { path: '/admin/view/record', records: [{ ...record, cid: 'forged-cid-0001' }] } },
      { log: { path: '/admin/other', records: [record] } },
      { log: { path: '/admin/view/record', records: Array.from({ length: 51 }, () => record) } },
      { log: { path: '/admin/view/record', records: [] } },
      { visit: true, token: 'x' },
      { visit: 'yes' },
      [],
    ];
    for (const body of refused) expect(beaconBodySchema.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(false);
    expect(beaconBodySchema.safeParse({}).success).toBe(true);
  });
});
