/**
 * The industry dictionary (E19, issue 19 item 1): `GET /basic/dict/page` and `GET /basic/dict/all-match/list`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_CATEGORIES, dictEntryListSchema, dictPageSchema } from '../../lib/contract/dict';
import { call, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.close());

async function page(query: Record<string, string | number>) {
  const res = await call(api, 'GET', '/basic/dict/page', { query });
  expect(res.body.code).toBe(0);
  return dictPageSchema.parse(res.body.data);
}

describe('E19 dictionary page', () => {
  it('is seeded with at least 200 terms of every category, each with zh/en names and definitions', async () => {
    const all = await page({ current: 1, size: 100 });
    expect(all.total).toBeGreaterThanOrEqual(200);
    const everything = [...all.records, ...(await page({ current: 2, size: 100 })).records, ...(await page({ current: 3, size: 100 })).records];
    expect(everything).toHaveLength(all.total);
    for (const term of everything) {
      expect(term.word.trim()).not.toBe('');
      expect(term.enWord).toMatch(/[A-Za-z]/);
      expect((term.explanation ?? '').length).toBeGreaterThan(15);
      expect(term.enExplanation).toMatch(/^[^\p{Script=Han}]+$/u);
    }
    expect(new Set(everything.map((t) => t.word)).size).toBe(everything.length);
    for (const category of DICT_CATEGORIES) expect(everything.filter((t) => t.category === category).length).toBeGreaterThanOrEqual(20);
  });

  it('pages in dictionary order; a bad page number reads as 1; a category filters', async () => {
    const first = await page({ current: 1, size: 20 });
    expect(first.records).toHaveLength(20);
    expect(first.pages).toBe(Math.ceil(first.total / 20));
    expect((await page({ current: 'x', size: 20 })).records.map((t) => t.id)).toEqual(first.records.map((t) => t.id));
    const second = await page({ current: 2, size: 20 });
    expect(second.records[0]!.id).not.toBe(first.records[0]!.id);
    const machines = await page({ category: 'machine', size: 100 });
    expect(machines.total).toBeGreaterThan(20);
    expect(machines.records.every((t) => t.category === 'machine')).toBe(true);
    // an unknown category is ignored, never an error
    expect((await page({ category: 'nope' })).total).toBe(first.total);
  });

  it('searches as you type: exact names first, then names starting with the keyword, then names and definitions holding it', async () => {
    const res = await page({ keyword: '聚乙烯', size: 50 });
    expect(res.records[0]!.word).toBe('聚乙烯');
    const words = res.records.map((t) => t.word);
    expect(words.indexOf('低密度聚乙烯')).toBeGreaterThan(0);
    // a definition match ranks after every name match
    const lastNameMatch = Math.max(...res.records.map((t, i) => (t.word.includes('聚乙烯') || (t.enWord ?? '').includes('聚乙烯') ? i : -1)));
    const firstDefinitionOnly = res.records.findIndex((t) => !t.word.includes('聚乙烯'));
    if (firstDefinitionOnly >= 0) expect(firstDefinitionOnly).toBeGreaterThan(lastNameMatch);
    // English, any case
    const en = await page({ keyword: 'flexo' });
    expect(en.records.length).toBeGreaterThan(0);
    expect(en.records[0]!.enWord?.toLowerCase()).toContain('flexo');
    // LIKE wildcards are literal: no term holds an underscore, and '%' finds only texts with a percent sign
    expect((await page({ keyword: '_' })).total).toBe(0);
    expect((await page({ keyword: '%' })).records.every((t) => `${t.explanation}${t.enExplanation}`.includes('%'))).toBe(true);
    expect((await page({ keyword: '不存在的词条xyz' })).records).toEqual([]);
  });

  it('a keyword over 50 characters is bad input (code 1), not a 500', async () => {
    const res = await call(api, 'GET', '/basic/dict/page', { query: { keyword: '长'.repeat(51) } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
  });
});

describe('E19 exact lookup (all-match)', () => {
  it('answers the terms whose zh or en name is exactly the word, in any case', async () => {
    const zh = await call(api, 'GET', '/basic/dict/all-match/list', { query: { word: '凹版印刷' } });
    expect(zh.body.code).toBe(0);
    const list = dictEntryListSchema.parse(zh.body.data);
    expect(list.map((t) => t.word)).toEqual(['凹版印刷']);
    const en = dictEntryListSchema.parse((await call(api, 'GET', '/basic/dict/all-match/list', { query: { word: 'gravure printing' } })).body.data);
    expect(en.map((t) => t.word)).toEqual(['凹版印刷']);
    // the abbreviation in brackets is a name too
    const pe = dictEntryListSchema.parse((await call(api, 'GET', '/basic/dict/all-match/list', { query: { word: 'pe' } })).body.data);
    expect(pe.map((t) => t.word)).toEqual(['聚乙烯']);
    // a part of a name is not an exact match
    expect((await call(api, 'GET', '/basic/dict/all-match/list', { query: { word: '凹版' } })).body.data).toEqual([]);
  });

  it('without a word answers code 1', async () => {
    expect((await call(api, 'GET', '/basic/dict/all-match/list')).body.code).toBe(1);
    expect((await call(api, 'GET', '/basic/dict/all-match/list', { query: { word: '  ' } })).body.code).toBe(1);
  });
});
