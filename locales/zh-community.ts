/** community strings, zh. Spread into `zh.ts`. */
export const zhCommunity = {
  'community.title': '社区',
  'community.demandSupply': '供需',
  'community.topic': '话题',
  'community.latest': '最新',
  'community.popular': '热门',
  'community.allThemes': '全部',
  'community.hotPosts': '热门帖子',
  'community.postType': '类型',
  'community.images': '{n} 张图片',
  'community.postDetail': '帖子详情',
  'community.author': '发布者',
  'community.publishedIn': '发布于圈子',
  'community.promoTitle': '加入行业社群',
  'community.promoBody': '200+ 行业社群，50,000+ 行业成员',
} as const;
