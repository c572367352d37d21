import { describe, expect, it } from 'vitest';
import { addSearchTerm, moveHighlight, parseHistory, searchUrl } from '@/lib/search/history';

describe('search history and keyboard', () => {
  it('E07 new terms go to the front and the list keeps 5', () => {
    let h: string[] = [];
    for (const w of ['a', 'b', 'c', 'd', 'e', 'f']) h = addSearchTerm(h, w);
    expect(h).toEqual(['f', 'e', 'd', 'c', 'b']);
  });
  it('E08 a term already present is neither duplicated nor moved', () => {
    expect(addSearchTerm(['x', 'y', 'z'], 'y')).toEqual(['x', 'y', 'z']);
  });
  it('E10 an empty trimmed term adds nothing and gives no URL', () => {
    expect(addSearchTerm(['x'], '   ')).toEqual(['x']);
    expect(searchUrl('  ')).toBeNull();
  });
  it('E09 arrows cycle through all options and wrap both ways', () => {
    expect(moveHighlight(-1, 3, 1)).toBe(0);
    expect(moveHighlight(2, 3, 1)).toBe(0);
    expect(moveHighlight(0, 3, -1)).toBe(2);
    expect(moveHighlight(-1, 3, -1)).toBe(2);
    expect(moveHighlight(-1, 0, 1)).toBe(-1);
  });
  it('E11 search URLs encode the word and default to news', () => {
    expect(searchUrl('食品 包装')).toBe('/search/news/%E9%A3%9F%E5%93%81%20%E5%8C%85%E8%A3%85');
    expect(searchUrl('x', 'post')).toBe('/search/post/x');
  });
  it('E06 a corrupt stored history reads as empty', () => {
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('["a",2,"b"]')).toEqual(['a', 'b']);
  });
});
