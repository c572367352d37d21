'use client';

import { keywordSiteOf, type KeywordSite } from '@/components/layout/nav-sections';
import { useSection } from '@/components/layout/use-section';
import { SearchBox, type HotKeyword } from '@/components/search/search-box';

export type HotKeywordsBySite = Record<KeywordSite, HotKeyword[]>;

/** E05: the header search box with the hot keywords of the current page's site. */
export function SectionSearchBox({ hot, autoFocus, onDone }: { hot: HotKeywordsBySite; autoFocus?: boolean; onDone?: () => void }) {
  const section = useSection();
  return <SearchBox hot={hot[keywordSiteOf(section)]} autoFocus={autoFocus} onDone={onDone} />;
}
