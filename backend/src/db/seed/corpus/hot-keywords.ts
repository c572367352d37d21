import type { HotKeywordsCorpus } from './types';

/** Hot search keywords per site (news, post, activity, company). */
export const hotKeywordsCorpus: HotKeywordsCorpus = {
  news: ['单一材质包装', '减糖', '预制菜', '食品标签', '阿洛酮糖', '纸浆模塑', '数码印刷', '过度包装', '无糖茶', '冷链'],
  post: ['求购复合袋', '瓦楞纸箱', '代工', '包装设计', '赤藓糖醇', '包装机', '招聘', '冷库', '标签印刷'],
  activity: ['包装展', '减糖峰会', '培训', '工厂参观', '线上直播', '可持续包装论坛', '烘焙展', '沙龙'],
  company: ['软包装', '包装机械', '标签', '乳业', '烘焙', '检测认证', '油墨', '纸包装', '调味品', '冷链物流'],
};
