import type { zhPromo } from '@/locales/zh-promo';

/** Banners of the home pages (O29) and the visitor's login tip (C29–C31, U02; issue 19 items 2 and 3). */
export const enPromo: Record<keyof typeof zhPromo, string> = {
  'banner.label': 'Featured',
  'banner.prev': 'Previous slide',
  'banner.next': 'Next slide',
  'banner.goTo': 'Slide {n}',
  'loginTip.title': 'Log in to see more excellent companies and product information',
  'loginTip.text': 'Members browse industry news, supply and demand, company and product details for free, and meet their peers.',
  'loginTip.login': 'Log in now',
  'loginTip.register': 'Register now',
  'loginTip.banner': '200+ industry groups · 50,000+ members have joined the community',
};
