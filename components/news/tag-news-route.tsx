import { getCaseClassIds } from '@/lib/data/case';
import { NotFoundBody } from '@/components/site/not-found-body';
import { JsonLd } from '@/components/seo/json-ld';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { createTranslate, getMessages, type Translate } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';
import { getTagNews } from '@/lib/data/news';
import { NewsListSection } from './news-list-section';
import { SourceHeader } from './source-header';

type Kind = 'tag' | 'category' | 'source';
type Params = Promise<{ variant: string } & Record<string, string>>;

interface TagNewsRoute {
  kind: Kind;
  /** The dynamic segment holding the tag id. */
  param: string;
  /** The public path without the id: `/news/tag`. */
  base: string;
  testId: string;
}

/**
 * The news lists filtered by one tag: `/news/tag/{tagId}` (F02), `/news/category-tag/{categoryTagId}`
 * (F03) and `/news/source/{tagId}` (F05, with the source's logo, name and description above the list).
 * Title and description follow T03 (`{name}_{site}`, the tag's description). The page files keep their
 * segment config (`revalidate`, `generateStaticParams`) and take metadata and page from here.
 */
export function tagNewsRoute({ kind, param, base, testId }: TagNewsRoute) {
  async function load(params: Params) {
    const all = await params;
    const raw = all[param];
    if (!raw || !/^\d+$/.test(raw)) notFound();
    const v = parseVariant(all.variant);
    const id = Number(raw);
    const data = await getTagNews(kind, id, v.page);
    const t = createTranslate(getMessages(v.locale));
    const name = data && (v.locale === 'en' && data.tag.enName ? data.tag.enName : data.tag.name);
    return { v, t, path: `${base}/${id}`, data, name: name ?? '' };
  }

  function heading(t: Translate, name: string) {
    return kind === 'tag' ? t('news.tagTitle', { name }) : name;
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { v, t, path, data, name } = await load(params);
    if (!data || pastTheEnd(v.page, data.list)) return {};
    return listMetadata(newsListSeo(t, name, data.tag.description), path, v.page, t('site.name'));
  }

  async function Page({ params }: { params: Params }) {
    const { v, t, path, data, name } = await load(params);
    if (!data || pastTheEnd(v.page, data.list)) return <NotFoundBody />;
    const head =
      kind === 'source'
        ? { header: <SourceHeader t={t} locale={v.locale} source={data.tag} total={data.list.total} /> }
        : { title: heading(t, name), description: data.tag.description };
    return (
      <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
        <JsonLd data={itemListJsonLd(listEntries.news(data.list.records, await getCaseClassIds()), v.locale)} />
        <NewsListSection t={t} locale={v.locale} basePath={path} {...head} list={data.list} renderedAt={data.renderedAt} testId={testId} />
      </PageBody>
    );
  }

  return { generateMetadata, Page };
}
