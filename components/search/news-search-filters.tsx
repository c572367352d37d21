import { TabLinks } from '@/components/ui/tab-links';
import type { Locale } from '@/lib/constants';
import type { NewsSearchPage, NewsSearchTagFacet } from '@/lib/contract/news';
import type { Translate } from '@/lib/i18n/messages';
import { searchHref, type SearchOptions } from '@/lib/routing/search-options';

export type NewsSearchFacets = NewsSearchPage['facets'];
type FacetTag = NewsSearchTagFacet;

/**
 * E13/E28: the news results' tag (class) and child-tag (theme) filters, with counts over all matches of the
 * word. The child row shows the theme tags filed under the chosen tag and those filed under none; choosing a
 * tag keeps the sort and keeps the child tag when it still applies. Links: the filters live in the URL.
 */
export function NewsSearchFilters(props: { t: Translate; locale: Locale; word: string; options: SearchOptions; facets: NewsSearchFacets }) {
  const { t, locale, word, options, facets } = props;
  const name = (tag: Pick<FacetTag, 'name' | 'enName'>) => (locale === 'en' && tag.enName ? tag.enName : tag.name);
  // a class under another class is named with its parent: 案例 · 包装 is not the top-level 包装
  const className = (tag: FacetTag) => (tag.parentName ? `${name({ name: tag.parentName, enName: tag.parentEnName ?? null })} · ${name(tag)}` : name(tag));
  const appliesTo = (tagId: number | null) => (c: NewsSearchFacets['childTags'][number]) => tagId === null || c.parentId === null || c.parentId === tagId;
  const children = facets.childTags.filter(appliesTo(options.tagId));
  const tagItems = [
    { key: 'all', label: t('search.filterAll'), href: searchHref('news', word, { sort: options.sort }) },
    ...facets.tags.map((tag) => {
      const keepChild = facets.childTags.filter(appliesTo(tag.id)).some((c) => c.id === options.childTagId);
      return {
        key: String(tag.id),
        label: `${className(tag)} (${tag.count})`,
        href: searchHref('news', word, { sort: options.sort, tagId: tag.id, childTagId: keepChild ? options.childTagId : null }),
      };
    }),
  ];
  const childItems = [
    { key: 'all', label: t('search.filterAll'), href: searchHref('news', word, { sort: options.sort, tagId: options.tagId }) },
    ...children.map((c) => ({
      key: String(c.id),
      label: `${name(c)} (${c.count})`,
      href: searchHref('news', word, { sort: options.sort, tagId: options.tagId, childTagId: c.id }),
    })),
  ];
  if (facets.tags.length === 0 && children.length === 0) return null;
  return (
    <div data-testid="news-search-filters">
      {facets.tags.length > 0 && <TabLinks items={tagItems} active={options.tagId ? String(options.tagId) : 'all'} label={t('search.filterTag')} />}
      {children.length > 0 && (
        <TabLinks items={childItems} active={options.childTagId ? String(options.childTagId) : 'all'} label={t('search.filterChildTag')} />
      )}
    </div>
  );
}
