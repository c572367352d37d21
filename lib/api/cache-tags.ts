/** Cache tags of server fetches; the revalidation hook calls `revalidateTag` with the same strings. */
export const CACHE_TAG = {
  news: 'news',
  newsItem: (id: number | string) => `news:${id}`,
  post: 'post',
  postItem: (id: number | string) => `post:${id}`,
  sitePage: 'site-page',
  sitePageItem: (code: string) => `site-page:${code}`,
  tag: 'tag',
  tagItem: (id: number | string) => `tag:${id}`,
  location: 'location',
  hotKeywords: 'hot-keywords',
  hotKeywordsOf: (site: string) => `hot-keywords:${site}`,
} as const;
