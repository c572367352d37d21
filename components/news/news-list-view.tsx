import { NewsCard } from '@/components/news/news-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { Locale } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import type { Page } from '@/lib/contract/common';
import type { NewsListItem } from '@/lib/contract/news';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';

const tagLabel = (tag: Tag, locale: Locale) => (locale === 'en' && tag.enName ? tag.enName : tag.name);

/** The list URL of a class and theme tag code: the news list (F16) or the case list (M06). */
function listHref(kind: 'news' | 'case', classTag?: string | null, themeTag?: string | null): string {
  return kind === 'case' ? href('/case/:classTag?/:themeTag?', { classTag, themeTag }) : href('/news/:classTag?/:themeTag?', { classTag, themeTag });
}

/** F16: news list with class-tag and theme-tag filters and paging; M06: the case list, the same over the case classes. */
export function NewsListView(props: {
  t: Translate;
  locale: Locale;
  classTags: Tag[];
  themeTags: Tag[];
  classTag: Tag | null;
  themeTag: Tag | null;
  list: Page<NewsListItem>;
  /** When the data was read; relative times are computed against it. */
  renderedAt: number;
  kind?: 'news' | 'case';
}) {
  const { t, locale, classTags, themeTags, classTag, themeTag, list, renderedAt: now, kind = 'news' } = props;
  const classBase = listHref(kind, classTag?.code);
  const classTabs = [
    { key: 'all', label: kind === 'case' ? t('case.all') : t('news.all'), href: listHref(kind) },
    ...classTags.filter((c) => c.code).map((c) => ({ key: c.code as string, label: tagLabel(c, locale), href: listHref(kind, c.code) })),
  ];
  const themeTabs = classTag
    ? [
        { key: 'all', label: t('search.filterAll'), href: classBase },
        ...themeTags.filter((c) => c.code).map((c) => ({ key: c.code as string, label: tagLabel(c, locale), href: listHref(kind, classTag.code, c.code) })),
      ]
    : [];
  const heading = [classTag && tagLabel(classTag, locale), themeTag && tagLabel(themeTag, locale)].filter(Boolean).join(' · ');
  return (
    <section>
      <h1 className="visually-hidden">{heading || (kind === 'case' ? t('case.title') : t('news.title'))}</h1>
      <TabLinks items={classTabs} active={classTag?.code ?? 'all'} label={t('news.tags')} />
      {themeTabs.length > 0 && <TabLinks items={themeTabs} active={themeTag?.code ?? 'all'} label={t('news.tags')} />}
      {list.records.length === 0 ? (
        <EmptyState text={t('common.empty')} />
      ) : (
        list.records.map((item) => <NewsCard key={item.id} item={item} locale={locale} now={now} />)
      )}
      <Pagination t={t} basePath={themeTag ? `${classBase}/${themeTag.code}` : classBase} current={list.current} pages={list.pages} />
    </section>
  );
}
