import { PageBody } from '@/components/layout/page-body';
import { FlashListView } from '@/components/news/flash-list-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { JsonLd } from '@/components/seo/json-ld';
import { listPage } from '@/components/site/list-page';
import { getFlashPage } from '@/lib/data/news';
import { listMetadata } from '@/lib/seo/metadata';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { flashListTitle, joinKeywords, truncate } from '@/lib/seo/templates';

export const revalidate = 300;

/** F10: `/news/flash`: flashes newest first, paged. */
const page = listPage({
  load: (v) => getFlashPage(v.page),
  pageOf: (data) => data.list,
  metadata: ({ v, t, data: { list } }) => {
    const description = truncate(list.records.map((f) => f.title).join('；') || t('site.description'));
    return listMetadata({ title: flashListTitle(t), description, keywords: joinKeywords([t('news.seoFlash'), t('site.keywords')]) }, '/news/flash', v.page, t('site.name'));
  },
  render: ({ v, t, data: { list, renderedAt } }) => (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <JsonLd data={itemListJsonLd(listEntries.flashes(list.records), v.locale)} />
      <FlashListView t={t} locale={v.locale} list={list} renderedAt={renderedAt} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
