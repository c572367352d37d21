import type { MessageKey } from '@/locales/zh';
import { href } from '@/lib/routing/routes';

/** E02: the five header tabs, in order, with their DEFAULT targets. */
export type NavSection = 'supplyDemand' | 'industryChain' | 'news' | 'activity' | 'topic';

export const NAV_SECTIONS: readonly { key: NavSection; label: MessageKey; href: string }[] = [
  { key: 'supplyDemand', label: 'nav.supplyDemand', href: href('/community/:kind/:themeTag', { kind: 'demand_supply', themeTag: 'latest' }) },
  { key: 'industryChain', label: 'nav.industryChain', href: '/industry-chain' },
  { key: 'news', label: 'nav.news', href: href('/news/:classTag?/:themeTag?') },
  { key: 'activity', label: 'nav.activity', href: '/events' },
  { key: 'topic', label: 'nav.topic', href: '/community/topic' },
];

/** E05: hot search keywords come from the current site. */
export type KeywordSite = 'news' | 'post' | 'activity' | 'company';

export function keywordSiteOf(section: NavSection | null): KeywordSite {
  switch (section) {
    case 'news':
      return 'news';
    case 'activity':
      return 'activity';
    case 'industryChain':
      return 'company';
    default:
      return 'post';
  }
}
