import type { zhCrawl } from '@/locales/zh-crawl';

/** Crawler-facing strings (issue 20), en. Spread into `en.ts`. */
export const enCrawl: Record<keyof typeof zhCrawl, string> = {
  'seo.pageN': 'Page {n}',
  'crawl.privateCircleTitle': 'Private circle content',
  'crawl.privateCircleBody': 'This belongs to the private circle “{name}” and is visible to its members only. Ask to join the circle to read it.',
  'crawl.privateCircleJoin': 'Go to the circle and ask to join',
  'crawl.explore': 'Explore the site',
  'seo.staff': 'Management team',
  'seo.describe.news': '{name} on {site}: news of the food, packaging and printing industries, with the latest reports, analysis and flashes.',
  'seo.describe.posts': '{name} on {site}: supply and demand posts and topic discussions of the community; post a need, find suppliers, meet peers.',
  'seo.describe.people': '{name} on {site}: meet people of the food, packaging and printing industries, their positions, companies and updates.',
  'seo.describe.events': '{name} on {site}: industry events, fairs and forums, with their dates and places and online registration.',
  'seo.describe.circles': '{name} on {site}: industry circles to join, to talk, share and work with peers.',
};
