/** Crawler-facing strings (issue 20: paged titles, structured data, private circles, site-wide links), zh. Spread into `zh.ts`. */
export const zhCrawl = {
  'seo.pageN': '第{n}页',
  'crawl.privateCircleTitle': '私密圈子的内容',
  'crawl.privateCircleBody': '这是私密圈子「{name}」的内容，仅圈内成员可见。申请加入圈子后即可查看。',
  'crawl.privateCircleJoin': '前往圈子申请加入',
  'crawl.explore': '浏览全站',
} as const;
