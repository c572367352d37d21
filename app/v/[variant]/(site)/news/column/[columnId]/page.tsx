import { PageBody } from '@/components/layout/page-body';
import { ColumnBar } from '@/components/news/column-bar';
import { NewsListSection } from '@/components/news/news-list-section';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { listPage } from '@/components/site/list-page';
import { ShareWidget } from '@/components/ui/share-widget';
import { getColumnNews } from '@/lib/data/news';
import { numericParam } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** F06: `/news/column/{columnId}`: the column bar (with the share widget, F34) and the column's news, paged. */
const page = listPage({
  filter: (p: { variant: string; columnId: string }) => numericParam(p.columnId),
  load: (v, columnId) => getColumnNews(columnId, v.page),
  pageOf: (data) => data.list,
  /** T03 list: `{column name}_{site}`, description the column description. */
  metadata: ({ v, t, filter: columnId, data }) =>
    listMetadata(newsListSeo(t, data.column.columnName, data.column.description), href('/news/column/:columnId', { columnId }), v.page, t('site.name')),
  render: ({ v, t, filter: columnId, data }) => (
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
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
