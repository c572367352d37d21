/** E13 E28: the news results' class filter names a class filed under another class with its parent. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsSearchFilters } from '@/components/search/news-search-filters';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import type { SearchOptions } from '@/lib/routing/search-options';

const facets = {
  tags: [
    { id: 233, name: '包装', enName: 'Packaging', count: 25, parentName: null, parentEnName: null },
    { id: 50172, name: '包装', enName: 'Packaging', count: 2, parentName: '案例', parentEnName: 'Cases' },
  ],
  childTags: [],
};
const options: SearchOptions = { sort: 'relevance', tagId: null, childTagId: null };

describe('E28 class filters', () => {
  it('en: Packaging and Cases · Packaging, each with its count', () => {
    render(<NewsSearchFilters t={createTranslate(getMessages('en'))} locale="en" word="包装" options={options} facets={facets} />);
    expect(screen.getByRole('link', { name: 'Packaging (25)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cases · Packaging (2)' })).toBeTruthy();
  });

  it('zh: 包装 and 案例 · 包装', () => {
    render(<NewsSearchFilters t={createTranslate(getMessages('zh'))} locale="zh" word="包装" options={options} facets={facets} />);
    expect(screen.getByRole('link', { name: '包装 (25)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '案例 · 包装 (2)' })).toBeTruthy();
  });
});
