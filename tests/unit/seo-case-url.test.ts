import { describe, expect, it } from 'vitest';
import { articleHref, caseClassIds, isCase } from '@/lib/routing/news-links';
import { localeHref, switchHref } from '@/lib/routing/locale-href';

/**
 * Issue 31 item 1: one URL per case. The one link builder of a news item decides by the item's class: a news item of
 * the case class tag or one of its children links `/case/{id}`, any other `/news/{id}`. Item 2: internal links keep the
 * page's language, and the language switch keeps the page's path and query.
 */
const CLASSES = [
  { id: 1, code: 'industry', parentId: null },
  { id: 2, code: 'case', parentId: null },
  { id: 3, code: 'pack', parentId: 2 },
  { id: 4, code: 'sub', parentId: 1 },
];

describe('item 1: a case is linked at /case/{id}, whatever list shows it', () => {
  it('the case class and its children make a case; other classes and items without a class do not', () => {
    const cases = caseClassIds(CLASSES);
    expect([...cases].sort()).toEqual([2, 3]);
    expect(isCase({ classTagId: 3 }, cases)).toBe(true);
    expect(isCase({ classTagId: 4 }, cases)).toBe(false);
    expect(isCase({ classTagId: null }, cases)).toBe(false);
    expect(caseClassIds(CLASSES.filter((c) => c.code !== 'case'))).toEqual(new Set());
  });

  it('articleHref', () => {
    const cases = caseClassIds(CLASSES);
    expect(articleHref({ id: 9, classTagId: 2 }, cases)).toBe('/case/9');
    expect(articleHref({ id: 9, classTagId: 3 }, cases)).toBe('/case/9');
    expect(articleHref({ id: 9, classTagId: 1 }, cases)).toBe('/news/9');
    expect(articleHref({ id: 9, classTagId: null }, cases)).toBe('/news/9');
  });
});

describe('item 2: English stays English', () => {
  it('an internal link of an English page carries lang=en (query and hash kept); Chinese pages link the bare URL', () => {
    expect(localeHref('/news/hot?page=2', 'en')).toBe('/news/hot?page=2&lang=en');
    expect(localeHref('/people/3#fans', 'en')).toBe('/people/3?lang=en#fans');
    expect(localeHref('/news/1?lang=zh', 'en')).toBe('/news/1?lang=en');
    expect(localeHref('/news/hot?page=2', 'zh')).toBe('/news/hot?page=2');
    expect(localeHref('/news/1?lang=en', 'zh')).toBe('/news/1');
  });

  it('external URLs, protocol-relative ones, hashes and the API are left alone', () => {
    for (const target of ['https://example.com/a', '//cdn.example.com/x.png', '#comments', '/api/files/a.png', 'mailto:a@b.c']) expect(localeHref(target, 'en')).toBe(target);
  });

  it('the language switch keeps the page query and names the language', () => {
    expect(switchHref('?page=2', 'en')).toBe('?page=2&lang=en');
    expect(switchHref('?page=2&lang=en', 'zh')).toBe('?page=2&lang=zh');
    expect(switchHref('', 'en')).toBe('?lang=en');
    expect(switchHref('?circleId=5&sort=hot', 'en')).toBe('?circleId=5&sort=hot&lang=en');
  });
});
