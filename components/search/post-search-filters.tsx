import { TabLinks } from '@/components/ui/tab-links';
import type { Locale } from '@/lib/constants';
import type { PostSearchFacet, PostSearchPage } from '@/lib/contract/post';
import { localName } from '@/lib/format/tag-label';
import type { Translate } from '@/lib/i18n/messages';
import { searchHref, type SearchOptions } from '@/lib/routing/search-options';

/**
 * E14/E28: the post results' type (demand, supply, recruitment, topic) and theme filters, each with the count of
 * matches over every result of the word whatever the filters say. The two rows are independent; a choice keeps the
 * sort and the other row's choice. Links: the filters live in the URL (`tagId`, `childTagId`).
 */
export function PostSearchFilters(props: { t: Translate; locale: Locale; word: string; options: SearchOptions; facets: PostSearchPage['facets'] }) {
  const { t, locale, word, options, facets } = props;
  const label = (f: PostSearchFacet) => `${localName(locale, f.name, f.enName)} (${f.count})`;
  const typeItems = [
    { key: 'all', label: t('search.filterAll'), href: searchHref('post', word, { ...options, tagId: null }) },
    ...facets.tags.map((f) => ({ key: String(f.id), label: label(f), href: searchHref('post', word, { ...options, tagId: f.id }) })),
  ];
  const themeItems = [
    { key: 'all', label: t('search.filterAll'), href: searchHref('post', word, { ...options, childTagId: null }) },
    ...facets.themeTags.map((f) => ({ key: String(f.id), label: label(f), href: searchHref('post', word, { ...options, childTagId: f.id }) })),
  ];
  if (facets.tags.length === 0 && facets.themeTags.length === 0) return null;
  return (
    <div data-testid="post-search-filters">
      {facets.tags.length > 0 && <TabLinks items={typeItems} active={options.tagId ? String(options.tagId) : 'all'} label={t('editor.type')} />}
      {facets.themeTags.length > 0 && (
        <TabLinks items={themeItems} active={options.childTagId ? String(options.childTagId) : 'all'} label={t('editor.theme')} />
      )}
    </div>
  );
}
