import { PageBody } from '@/components/layout/page-body';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { JsonLd } from '@/components/seo/json-ld';
import { listPage } from '@/components/site/list-page';
import { getCaseClassIds } from '@/lib/data/case';
import { getTagNews } from '@/lib/data/news';
import { localName } from '@/lib/format/tag-label';
import { numericParam } from '@/lib/routing/page-params';
import { listMetadata } from '@/lib/seo/metadata';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { newsListSeo } from '@/lib/seo/templates';
import { NewsListSection } from './news-list-section';
import { SourceHeader } from './source-header';

interface TagNewsPage {
  kind: 'tag' | 'category' | 'source';
  /** The dynamic segment holding the tag id. */
  param: string;
  /** The public path without the id: `/news/tag`. */
  base: string;
  testId: string;
}

/**
 * The news lists filtered by one tag, on `listPage`: `/news/tag/{tagId}` (F02), `/news/category-tag/{categoryTagId}`
 * (F03) and `/news/source/{tagId}` (F05, with the source's logo, name and description above the list). Title and
 * description follow T03 (`{name}_{site}`, the tag's description).
 */
export function tagNewsPage({ kind, param, base, testId }: TagNewsPage) {
  return listPage({
    filter: (p: { variant: string } & Record<string, string>) => numericParam(p[param] ?? ''),
    load: (v, id) => getTagNews(kind, id, v.page),
    pageOf: (data) => data.list,
    metadata: ({ v, t, filter: id, data }) =>
      listMetadata(newsListSeo(t, localName(v.locale, data.tag.name, data.tag.enName), data.tag.description), `${base}/${id}`, v.page, t('site.name')),
    render: async ({ v, t, filter: id, data }) => {
      const name = localName(v.locale, data.tag.name, data.tag.enName);
      const head =
        kind === 'source'
          ? { header: <SourceHeader t={t} locale={v.locale} source={data.tag} total={data.list.total} /> }
          : { title: kind === 'tag' ? t('news.tagTitle', { name }) : name, description: data.tag.description };
      return (
        <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
          <JsonLd data={itemListJsonLd(listEntries.news(data.list.records, await getCaseClassIds()), v.locale)} />
          <NewsListSection t={t} locale={v.locale} basePath={`${base}/${id}`} {...head} list={data.list} renderedAt={data.renderedAt} testId={testId} />
        </PageBody>
      );
    },
  });
}
