/** Banners of the home pages (O29) and the visitor's login tip (C29–C31, U02; issue 19 items 2 and 3). */
export const zhPromo = {
  'banner.label': '推荐',
  'banner.prev': '上一张',
  'banner.next': '下一张',
  'banner.goTo': '第 {n} 张',
  'loginTip.title': '登录查看更多优秀企业和产品信息',
  'loginTip.text': '注册会员，免费浏览行业资讯、供需信息、企业与产品详情，结识同行。',
  'loginTip.login': '立即登录',
  'loginTip.register': '立即注册',
  'loginTip.banner': '200+ 行业社群 · 50,000+ 会员已加入食包印产业社区',
} as const;
