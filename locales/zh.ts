import { zhCompany } from '@/locales/zh-company';
import { zhAchievement } from '@/locales/zh-achievement';
import { zhCase } from '@/locales/zh-case';
import { zhCrawl } from '@/locales/zh-crawl';
import { zhCatalogue } from '@/locales/zh-catalogue';
import { zhDictionary } from '@/locales/zh-dictionary';
import { zhPromo } from '@/locales/zh-promo';
import { zhContent } from '@/locales/zh-content';
import { zhCommunity } from '@/locales/zh-community';
import { zhPeople } from '@/locales/zh-people';
import { zhNews } from '@/locales/zh-news';
import { zhAuth } from '@/locales/zh-auth';
import { zhChat } from '@/locales/zh-chat';
import { zhEvents } from '@/locales/zh-events';
import { zhSearch } from '@/locales/zh-search';
import { zhValidation } from '@/locales/zh-validation';

/** Chinese catalogue (default locale). Keys are flat; `en.ts` must define exactly the same keys. */
export const zh = {
  'site.name': '食包印产业社区',
  'site.description': '面向食品、包装与印刷行业的产业社区：行业资讯与快讯、供需信息、圈子、活动报名、人脉与企业、产品与品牌、产业链。',
  'site.keywords': '食品,包装,印刷,供需,行业资讯,产业链,社区',

  'nav.industryChain': '产业链',
  'nav.dictionary': '词典',
  'nav.menu': '菜单',

  'search.placeholder': '搜索资讯、供需、活动',
  'search.recent': '最近搜索',
  'search.hot': '热门搜索',
  'search.clear': '清空',
  'search.submit': '搜索',
  'search.resultsFor': '“{word}”的搜索结果',
  'search.groupPosts': '供需与话题',
  'search.noResults': '没有找到相关内容，换个关键词试试',

  'auth.login': '登录',
  'auth.logout': '退出登录',
  'auth.personalHome': '个人主页',
  'auth.settings': '账号设置',
  'auth.editInfo': '编辑资料',
  'auth.publish': '发布',
  'auth.privateMessage': '私信',
  'auth.verifyFailed': 'Verification failed, please Login again.',


  'lang.switch': '语言',
  'lang.switchFooter': '页脚语言',
  'a11y.skipToContent': '跳到主要内容',
  'lang.zh': '中文',
  'lang.en': 'English',

  'footer.hotline': '服务热线',
  'footer.hours': '工作日 9:00-18:00',
  'footer.filing': 'ICP备案号：00000000号（演示值）',
  'footer.police': '公网安备：00000000000000号（演示值）',
  'footer.mediaCopyright': '本站原创内容版权归本站所有，转载请注明出处；转载内容版权归原作者所有。',
  'footer.copyright': '© {year} 食包印产业社区 版权所有',
  'footer.about': '关于我们',
  'footer.contact': '联系我们',
  'footer.help': '帮助中心',
  'footer.copyrightLink': '版权声明',
  'footer.friendLinks': '友情链接',
  'footer.cooperation': '商务合作',
  'footer.join': '加入我们',
  'footer.partners': '合作伙伴',

  'common.more': '更多',
  'common.loading': '加载中…',
  'common.empty': '暂无内容',
  'session.rechecking': '正在确认登录状态…',
  'session.recheckFailed': '无法确认登录状态，请检查网络后重试',
  'common.retry': '重试',
  'common.backHome': '返回首页',
  'common.backToTop': '回到顶部',
  'common.prev': '上一页',
  'common.next': '下一页',
  'common.pageOf': '第 {current} / {pages} 页',
  'common.views': '{n} 浏览',
  'common.likes': '{n} 点赞',
  'common.comments': '{n} 评论',
  'common.anonymous': '匿名',
  'common.close': '关闭',
  'common.confirm': '确定',
  'common.cancel': '取消',



  'seo.communitySuffix': '社区',
  'seo.supply': '供应',

  'error.notFound': 'This page could not be found',
  'error.notFoundHint': '您访问的页面不存在或已被删除。',
  'error.server': '页面出错了',
  'error.serverHint': '服务暂时不可用，请稍后重试。',
  'error.network': '网络异常，请稍后重试',
  'error.noPermission': '暂无权限操作，请联系平台管理员~',
  'error.banned': '您的账号已被禁言，请联系管理员',
  'error.unknownMiddleware': 'Unknown middleware',

  'upgrade.title': '请升级您的浏览器',
  'upgrade.body': '您正在使用的浏览器版本过低，部分功能无法正常使用。请升级到最新版本的 Chrome、Edge、Firefox 或 Safari。',
  'leave.title': '即将离开食包印产业社区',
  'leave.hint': '您即将访问的网页不属于食包印产业社区，请注意保护您的账号和财产安全。',
  'leave.target': '目标网址',
  'leave.continue': '继续访问',
  'leave.back': '返回',

  ...zhValidation,
  ...zhAuth,
  ...zhNews,
  ...zhCommunity,
  ...zhPeople,
  ...zhContent,
  ...zhChat,
  ...zhCompany,
  ...zhEvents,
  ...zhAchievement,
  ...zhCase,
  ...zhCatalogue,
  ...zhDictionary,
  ...zhPromo,
  ...zhSearch,
  ...zhCrawl,
} as const;

export type MessageKey = keyof typeof zh;
