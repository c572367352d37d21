import type { zhCrawl } from '@/locales/zh-crawl';

/** Crawler-facing strings (issue 20), en. Spread into `en.ts`. */
export const enCrawl: Record<keyof typeof zhCrawl, string> = {
  'seo.pageN': 'Page {n}',
  'crawl.privateCircleTitle': 'Private circle content',
  'crawl.privateCircleBody': 'This belongs to the private circle “{name}” and is visible to its members only. Ask to join the circle to read it.',
  'crawl.privateCircleJoin': 'Go to the circle and ask to join',
  'crawl.explore': 'Explore the site',
};
