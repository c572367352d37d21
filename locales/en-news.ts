import type { zhNews } from '@/locales/zh-news';

/** news strings, en: exactly zh's keys. */
export const enNews: Record<keyof typeof zhNews, string> = {
  'news.title': 'News',
  'news.all': 'All news',
  'news.latest': 'Latest news',
  'news.source': 'Source',
  'news.publishTime': 'Published',
  'news.tags': 'Tags',
  'news.related': 'Related news',
  'news.hot': 'Hot news',
  'news.flashes': 'Latest flashes',
  'news.readMore': 'Read more',
  'news.breadcrumb': 'News',
};
