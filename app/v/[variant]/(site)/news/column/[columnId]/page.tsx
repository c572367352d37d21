import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { ColumnBar } from '@/components/news/column-bar';
import { getColumnNews } from '@/lib/data/news';
import { NewsListSection } from '@/components/news/news-list-section';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { ShareWidget } from '@/components/ui/share-widget';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; columnId: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, columnId } = await params;
  if (!/^\d+$/.test(columnId)) notFound();
  const v = parseVariant(variant);
  return { v, columnId: Number(columnId), data: await getColumnNews(Number(columnId), v.page) };
}

/** T03 list: `{column name}_{site}`, description the column description. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, columnId, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list)) return {};
  const t = createTranslate(getMessages(v.locale));
  return listMetadata(newsListSeo(t, data.column.columnName, data.column.description), href('/news/column/:columnId', { columnId }), v.page, t('site.name'));
});

/** F06: `/news/column/{columnId}`: the column bar (with the share widget, F34) and the column's news, paged. */
export default async function Page({ params }: { params: Params }) {
  const { v, columnId, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <NewsListSection
        t={t}
        locale={v.locale}
        basePath={href('/news/column/:columnId', { columnId })}
        header={<ColumnBar t={t} column={data.column} share={<ShareWidget />} />}
        list={data.list}
        renderedAt={data.renderedAt}
        testId="column-news"
      />
    </PageBody>
  );
}
