import type { MessageKey } from '@/locales/zh';
import { href } from '@/lib/routing/routes';

/** E02: the five header tabs, in order, with their DEFAULT targets. */
export type NavSection = 'supplyDemand' | 'industryChain' | 'news' | 'activity' | 'topic';

export const NAV_SECTIONS: readonly { key: NavSection; label: MessageKey; href: string }[] = [
  { key: 'supplyDemand', label: 'community.demandSupply', href: href('/community/:kind/:themeTag', { kind: 'demand_supply', themeTag: 'latest' }) },
  { key: 'industryChain', label: 'nav.industryChain', href: '/industry-chain' },
  { key: 'news', label: 'news.title', href: href('/news/:classTag?/:themeTag?') },
  { key: 'activity', label: 'events.title', href: href('/events/:tagCode?') },
  { key: 'topic', label: 'community.topic', href: '/community/topic' },
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

/**
 * E02: the header tab of a page, from the segments of its internal path under `app/v/[variant]` (route
 * groups such as `(account)` are skipped). A post detail is topic or supply-demand depending on the post:
 * its page overrides the URL's answer (`SectionOverride`).
 */
export function sectionOfSegments(segments: readonly string[]): NavSection | null {
  const [first, second] = segments.filter((s) => !(s.startsWith('(') && s.endsWith(')')));
  switch (first) {
    case 'news':
      return 'news';
    case 'preview':
      return second === 'news' ? 'news' : second === 'case' ? 'industryChain' : null;
    case 'community':
      return second === 'topic' ? 'topic' : 'supplyDemand';
    case 'circle':
      return 'supplyDemand';
    case 'search':
      return second === 'news' ? 'news' : second === 'events' ? 'activity' : 'supplyDemand';
    case 'events':
    case 'activity':
    case 'pay':
    case 'pay-success':
    case 'payment':
      return 'activity';
    case 'people':
      return second === 'order' || second === 'ticket' ? 'activity' : null;
    case 'industry-chain':
    case 'company':
    case 'cooperation':
    case 'management':
    case 'achievement':
    case 'case':
    case 'product':
    case 'brand':
      return 'industryChain';
    default:
      return null;
  }
}

/** O24: the home page: the supply-demand list that `/` redirects to (`community/demand_supply/*` internally). */
export function isHomeSegments(segments: readonly string[]): boolean {
  const [first, second] = segments.filter((s) => !(s.startsWith('(') && s.endsWith(')')));
  return first === 'community' && second === 'demand_supply';
}
