'use client';

import { keywordSiteOf } from '@/components/layout/nav-sections';
import { useSection } from '@/components/layout/use-section';
import { SearchBox } from '@/components/search/search-box';
import type { HotKeywordsBySite } from '@/lib/api/basic';

export type { HotKeywordsBySite };

/** E05: the header search box with the hot keywords of the current page's site. */
export function SectionSearchBox({ hot, autoFocus, onDone }: { hot: HotKeywordsBySite; autoFocus?: boolean; onDone?: () => void }) {
  const section = useSection();
  return <SearchBox hot={hot[keywordSiteOf(section)]} autoFocus={autoFocus} onDone={onDone} />;
}
