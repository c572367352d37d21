// @vitest-environment node
/**
 * Issue 31 item 6: soft 404s. A path with a route's shape in another letter case is the readable 404 (A09), while a
 * path that matches no route pattern keeps A08's redirect home; `/people/tag/{id}` of no tag renders the readable 404
 * (not an error shell); every 404 of a segment has one head, in the page's language.
 */
import { describe, expect, it, vi } from 'vitest';
import { decide, type RequestFacts } from '@/lib/routing/decide';
import { en } from '@/locales/en';
import { zh } from '@/locales/zh';

vi.mock('@/lib/data/people', () => ({ getIndustryTags: async () => [{ id: 5, name: '食品', enName: 'Food' }], getPeopleList: async () => ({ records: [], total: 0, size: 20, current: 1, pages: 0 }) }));

const facts = (pathname: string): RequestFacts => ({
  pathname,
  search: '',
  host: 'localhost:3000',
  session: { isLogin: false, memberId: null, lang: null },
  layoutCookie: null,
  device: { isMobile: false, isTablet: false },
});

describe('issue 31 item 6: soft 404s', { timeout: 30_000 }, () => {
  it('A09: a route in another letter case is the 404 page; A08: a path of no route still goes home', () => {
    for (const path of ['/News/1', '/NEWS/hot', '/People/3']) expect(decide(facts(path)), path).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.1/404' });
    for (const path of ['/zzz/yyy/xxx/www', '/foo/bar']) expect(decide(facts(path)), path).toEqual({ kind: 'redirect', location: '/' });
  });

  it('every not-found boundary names the page as not found, in its language, and keeps it out of the index', async () => {
    for (const mod of [await import('@/app/v/[variant]/(site)/not-found'), await import('@/app/v/[variant]/not-found')]) {
      const zhHead = await mod.generateMetadata({ params: Promise.resolve({ variant: 'zh.desktop.1' }) });
      const enHead = await mod.generateMetadata({ params: Promise.resolve({ variant: 'en.mobile.1' }) });
      expect(zhHead.title).toBe(`${zh['error.notFound']}_${zh['site.name']}`);
      expect(enHead.title).toBe(`${en['error.notFound']}_${en['site.name']}`);
      expect(zhHead.robots).toMatchObject({ index: false });
    }
  });

  it('/people/tag/{id} of no tag: the not-found head (no notFound() thrown from the metadata) and the readable 404 body', async () => {
    const { generateMetadata, default: Page } = await import('@/app/v/[variant]/(site)/people/tag/[id]/page');
    const head = await generateMetadata({ params: Promise.resolve({ variant: 'en.desktop.1', id: '999' }) });
    expect(head.title).toBe(`${en['error.notFound']}_${en['site.name']}`);
    const found = await generateMetadata({ params: Promise.resolve({ variant: 'en.desktop.1', id: '5' }) });
    expect(String(found.title)).toContain('Food');
    const { NotFoundBody } = await import('@/components/site/not-found-body');
    const body = (await Page({ params: Promise.resolve({ variant: 'zh.desktop.1', id: '999' }) })) as { type: unknown };
    expect(body.type).toBe(NotFoundBody);
  });
});
