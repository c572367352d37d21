import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkFailure } from '@/lib/chunk-reload';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { errorStatus, markUnavailable, UNAVAILABLE_DIGEST } from '@/lib/routing/error-status';
import { communityListTitle, newsDetailTitle, newsListTitle, truncate } from '@/lib/seo/templates';
import { en } from '@/locales/en';
import { zh } from '@/locales/zh';

const tZh = createTranslate(getMessages('zh'));
const tEn = createTranslate(getMessages('en'));

describe('SEO templates', () => {
  it('T03 news detail and list titles', () => {
    expect(newsDetailTitle(tZh, '标题')).toBe(`标题_资讯_${zh['site.name']}`);
    expect(newsListTitle(tZh, null)).toBe(`资讯_${zh['site.name']}`);
    expect(newsListTitle(tZh, '包装')).toBe(`包装_${zh['site.name']}`);
  });
  it('T05/T08 community list titles', () => {
    expect(communityListTitle(tZh, 'demand_supply', null)).toBe(`供需_社区_${zh['site.name']}`);
    expect(communityListTitle(tZh, 'topic', null)).toBe(`话题_社区_${zh['site.name']}`);
    expect(communityListTitle(tZh, 'demand_supply', '包装')).toBe(`包装供应_${zh['site.name']}`);
  });
  it('T20 en templates use the English site name', () => {
    expect(newsDetailTitle(tEn, 'Title')).toBe(`Title_News_${en['site.name']}`);
  });
  it('descriptions are cut to 120 characters', () => {
    expect(Array.from(truncate('字'.repeat(200)))).toHaveLength(120);
  });
});

describe('errors and locales', () => {
  it('A21 error status: statusCode, else status, else response status, else 500', () => {
    expect(errorStatus({ statusCode: 403, status: 404 })).toBe(403);
    expect(errorStatus({ status: 404 })).toBe(404);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus(new Error('x'))).toBe(500);
  });
  it('issue 30 item 12: a server error marked as the API’s outage (its digest, what reaches the browser) reads 503, as its answer', () => {
    expect(errorStatus(markUnavailable(new Error('timeout')))).toBe(503);
    expect(errorStatus({ digest: UNAVAILABLE_DIGEST })).toBe(503);
    expect(errorStatus({ digest: '1234567' })).toBe(500);
  });
  it('A23 a chunk failure reloads once, not again within 60 s', () => {
    expect(shouldReloadAfterChunkFailure(1_000_000, 0)).toBe(true);
    expect(shouldReloadAfterChunkFailure(1_000_000, 1_000_000 - 59_999)).toBe(false);
    expect(shouldReloadAfterChunkFailure(1_000_000, 1_000_000 - 60_000)).toBe(true);
  });
  it('V05 en has exactly zh keys and no empty strings', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const v of [...Object.values(en), ...Object.values(zh)]) expect(v.trim()).not.toBe('');
  });
  it('V06 system errors stay in English in both locales', () => {
    expect(zh['error.notFound']).toBe('This page could not be found');
    expect(en['error.notFound']).toBe('This page could not be found');
  });
});
