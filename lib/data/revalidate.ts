/**
 * Seconds a cached server read (and the page built from it) lives before Next reads it again; the API's tag
 * revalidation (lib/contract/cache-tags.ts) drops it sooner when the content changes. The one owner of these
 * numbers: loaders import them, and a page's `export const revalidate` — which Next requires as a literal in the
 * page file — must be one of them (tests/unit/revalidate.test.ts checks every page).
 */
export const REVALIDATE_S = {
  /** Content lists and details: news, posts, people, events, companies, the catalogue, search. */
  content: 300,
  /** Circles move faster (joins, new posts). */
  circle: 120,
  /** Chrome and slow lists: navigation, banners, the sitemap. */
  chrome: 600,
  /** Tags, the dictionary and site texts: edited rarely. */
  reference: 3600,
} as const;
