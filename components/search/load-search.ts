import { cache } from 'react';
import { getNewsPage } from '@/lib/api/news';
import { getPostPage } from '@/lib/api/post';
import { serverTransport } from '@/lib/api/server';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';

export type SearchSite = 'news' | 'post';

/** E12: `news` and `post` are searchable; any other site name reads as news. */
export function searchSiteOf(name: string): SearchSite {
  return name === 'post' ? 'post' : 'news';
}

/** E13/E14/E27: the site's own results paged, plus the other group's total for the collapsed group (E28). */
export const loadSearch = cache(async (site: SearchSite, word: string, page: number) => {
  const t = serverTransport({ revalidate: 300, tags: ['news', 'posts'] });
  const [news, posts] = await Promise.all([
    getNewsPage(t, { keyword: word, current: site === 'news' ? page : 1, size: site === 'news' ? DEFAULT_PAGE_SIZE : 1 }),
    getPostPage(t, { keyword: word, current: site === 'post' ? page : 1, size: site === 'post' ? DEFAULT_PAGE_SIZE : 1 }),
  ]);
  return { news, posts, renderedAt: Date.now() };
});
