/** news strings, zh. Spread into `zh.ts`. */
export const zhNews = {
  'news.title': '资讯',
  'news.all': '全部资讯',
  'news.latest': '最新资讯',
  'news.source': '来源',
  'news.publishTime': '发布时间',
  'news.tags': '标签',
  'news.related': '相关资讯',
  'news.hot': '热门资讯',
  'news.flashes': '最新快讯',
  'news.readMore': '阅读全文',
  'news.breadcrumb': '资讯',
} as const;
