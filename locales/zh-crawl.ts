/** Crawler-facing strings (issue 20: paged titles, structured data, private circles, site-wide links), zh. Spread into `zh.ts`. */
export const zhCrawl = {
  'seo.pageN': '第{n}页',
  'crawl.privateCircleTitle': '私密圈子的内容',
  'crawl.privateCircleBody': '这是私密圈子「{name}」的内容，仅圈内成员可见。申请加入圈子后即可查看。',
  'crawl.privateCircleJoin': '前往圈子申请加入',
  'crawl.explore': '浏览全站',
  // issue 31 item 7: titles and descriptions of their own
  'seo.staff': '管理团队',
  'seo.describe.news': '{name}：{site}的食品、包装与印刷行业资讯，最新报道、深度分析与快讯。',
  'seo.describe.posts': '{name}：{site}社区里的供需信息与话题讨论，发布需求、寻找货源、结识同行。',
  'seo.describe.people': '{name}：在{site}结识食品、包装与印刷行业的从业者，查看他们的职位、企业与动态。',
  'seo.describe.events': '{name}：{site}上的行业活动、展会与论坛，查看时间地点并在线报名。',
  'seo.describe.circles': '{name}：{site}上的行业圈子，加入圈子与同行交流、分享与合作。',
} as const;
