import type { zhCommunity } from '@/locales/zh-community';

/** community strings, en: exactly zh's keys. */
export const enCommunity: Record<keyof typeof zhCommunity, string> = {
  'community.title': 'Community',
  'community.demandSupply': 'Supply & Demand',
  'community.topic': 'Topics',
  'community.latest': 'Latest',
  'community.popular': 'Popular',
  'community.allThemes': 'All',
  'community.hotPosts': 'Hot posts',
  'community.postType': 'Type',
  'community.images': '{n} images',
  'community.postDetail': 'Post',
  'community.author': 'Posted by',
  'community.publishedIn': 'Posted in circle',
  'community.promoTitle': 'Join the industry groups',
  'community.promoBody': '200+ industry groups, 50,000+ members',
};
