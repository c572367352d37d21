import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteShell } from '@/components/layout/site-shell';
import { loadTagNews } from '@/components/news/load-news-reading';
import { NewsListSection } from '@/components/news/news-list-section';
import { SourceHeader } from '@/components/news/source-header';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; tagId: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, tagId } = await params;
  if (!/^\d+$/.test(tagId)) notFound();
  const v = parseVariant(variant);
  return { v, tagId: Number(tagId), data: await loadTagNews('source', Number(tagId), v.page) };
}

/** T03 list: `{source}_{site}`, description the source description. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, tagId, data } = await load(params);
  if (!data) return {};
  const t = createTranslate(getMessages(v.locale));
  const name = v.locale === 'en' && data.tag.enName ? data.tag.enName : data.tag.name;
  return listMetadata(newsListSeo(t, name, data.tag.description), `/news/source/${tagId}`, v.page, t('site.name'));
}

/** F05: `/news/source/{tagId}`: the source's logo, name and description above its news. */
export default async function Page({ params }: { params: Params }) {
  const { v, tagId, data } = await load(params);
  if (!data) notFound();
  const t = createTranslate(getMessages(v.locale));
  return (
    <SiteShell variant={v} section="news" aside={<NewsSiteColumn t={t} variant={v} />}>
      <NewsListSection
        t={t}
        locale={v.locale}
        basePath={`/news/source/${tagId}`}
        header={<SourceHeader t={t} locale={v.locale} source={data.tag} total={data.list.total} />}
        list={data.list}
        renderedAt={data.renderedAt}
        testId="source-news"
      />
    </SiteShell>
  );
}
