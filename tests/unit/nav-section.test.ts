import { describe, expect, it } from 'vitest';
import { keywordSiteOf, sectionOfSegments } from '@/components/layout/nav-sections';

/** Segments as `useSelectedLayoutSegments()` returns them under the `(site)` layout (internal paths). */
const seg = (path: string) => path.split('/').filter(Boolean);

describe('E02 the header tab comes from the URL', () => {
  it.each([
    ['news/list', 'news'],
    ['news/123', 'news'],
    ['news/tag/5', 'news'],
    ['(account)/news/create', 'news'],
    ['(account)/preview/news/9', 'news'],
    ['community/topic/latest', 'topic'],
    ['community/demand_supply/latest', 'supplyDemand'],
    ['community/tag/3', 'supplyDemand'],
    ['community/post/7', 'supplyDemand'],
    ['(account)/community/circle/post/create', 'supplyDemand'],
    ['circle', 'supplyDemand'],
    ['circle/4/hot', 'supplyDemand'],
    ['(account)/circle/management/4', 'supplyDemand'],
    ['search/news/word', 'news'],
    ['search/post/word', 'supplyDemand'],
    ['events', 'activity'],
    ['events/list', 'activity'],
    ['events/12', 'activity'],
    ['events/12/apply/3', 'activity'],
    ['events/entrySuccess/5', 'activity'],
    ['events/policy/privacy', 'activity'],
    ['activity/meeting/12', 'activity'],
    ['search/events/word', 'activity'],
    ['pay', 'activity'],
    ['pay-success', 'activity'],
    ['(account)/payment', 'activity'],
    ['(account)/people/order/8', 'activity'],
    ['(account)/people/ticket/8', 'activity'],
    ['activity/source/2', 'activity'],
    ['industry-chain', 'industryChain'],
    ['product/12', 'industryChain'],
    ['brand/3', 'industryChain'],
    ['company/ordinary/x', 'industryChain'],
    ['company', 'industryChain'],
    ['company/huading-food/history', 'industryChain'],
    ['cooperation', 'industryChain'],
    ['management/huading-food-1', 'industryChain'],
    ['achievement/list/all/all', 'industryChain'],
    ['achievement/12', 'industryChain'],
    ['(account)/achievement/edit/12', 'industryChain'],
  ] as const)('%s → %s', (path, section) => {
    expect(sectionOfSegments(seg(path))).toBe(section);
  });

  it.each(['people', 'people/12', '(account)/people/visitors', '(account)/edit-info', '(account)/message/list', 'upgrade', 'site/about', ''])(
    '%s has no tab',
    (path) => {
      expect(sectionOfSegments(seg(path))).toBeNull();
    },
  );

  it('E05 the hot keywords follow the tab of the URL', () => {
    expect(keywordSiteOf(sectionOfSegments(seg('news/1')))).toBe('news');
    expect(keywordSiteOf(sectionOfSegments(seg('events')))).toBe('activity');
    expect(keywordSiteOf(sectionOfSegments(seg('industry-chain')))).toBe('company');
    expect(keywordSiteOf(sectionOfSegments(seg('community/topic/latest')))).toBe('post');
    expect(keywordSiteOf(sectionOfSegments(seg('people')))).toBe('post');
  });
});
