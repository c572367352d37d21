/**
 * O01–O14, one row per route: `/site/{route}` reads the site page of its code (the mapping of
 * lib/site/site-routes.ts, by name), and the API answers that page with its content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTE_CODES } from '@/lib/site/site-routes';
import { sitePageSchema } from '@/lib/contract/basic';
import { call, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.close());

const ROUTES: [id: string, route: string, code: string][] = [
  ['O01', 'join', 'join_us'],
  ['O02', 'flink', 'flink'],
  ['O03', 'contactnews', 'contact_news'],
  ['O04', 'about', 'about_us'],
  ['O05', 'risk', 'post-risk-notice'],
  ['O06', 'payment', 'payment_instructions'],
  ['O07', 'refund', 'refund_instructions'],
  ['O08', 'invoicing', 'invoicing_instructions'],
  ['O09', 'guide', 'guide'],
  ['O10', 'agreement', 'agreement'],
  ['O11', 'contact_us', 'contact_us'],
  ['O12', 'copyright', 'copyright'],
  ['O13', 'webhelp', 'webhelp'],
  ['O14', 'privacy', 'privacy'],
];

describe('site routes', () => {
  it.each(ROUTES)('%s /site/%s renders site page %s, which the API answers with its content', async (_id, route, code) => {
    expect(SITE_ROUTE_CODES[route]).toBe(code);
    const res = await call(api, 'GET', '/basic/basic/page/code', { query: { code } });
    expect(res.body.code).toBe(0);
    const page = sitePageSchema.parse(res.body.data);
    expect(page.code).toBe(code);
    expect(page.title).toBeTruthy();
    expect((page.content ?? '').length + (page.url ?? '').length).toBeGreaterThan(0);
  });

  it('O01–O14: no other route name maps to a page (an unknown /site/x is a 404), and each of these routes has its own page', () => {
    const named = new Set(ROUTES.map(([, route]) => route));
    // the two O24 aliases are the only extra names
    expect(Object.keys(SITE_ROUTE_CODES).filter((r) => !named.has(r)).sort()).toEqual(['contact', 'partners']);
    expect(new Set(ROUTES.map(([, , code]) => code)).size).toBe(ROUTES.length);
  });
});
