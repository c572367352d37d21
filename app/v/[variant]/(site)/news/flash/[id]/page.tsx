import { PageBody } from '@/components/layout/page-body';
import { FlashDetailView } from '@/components/news/flash-detail-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { JsonLd } from '@/components/seo/json-ld';
import { entityPage } from '@/components/site/entity-page';
import { getFlash } from '@/lib/data/news';
import { href } from '@/lib/routing/routes';
import { flashJsonLd } from '@/lib/seo/structured-data';
import { absoluteUrl, flashDetailTitle, joinKeywords, truncate } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** F11: `/news/flash/{id}`: one flash with its related news. */
const page = entityPage({
  load: getFlash,
  /** `{flash.title}_快讯_{site}`, description the flash text. */
  metadata: ({ t, id, data }) => {
    const title = flashDetailTitle(t, data.flash.title);
    const description = truncate(data.flash.content || data.flash.title);
    const path = href('/news/flash/:id', { id });
    return {
      title,
      description,
      keywords: joinKeywords([data.flash.sourceName, t('news.seoFlash'), t('site.keywords')]),
      alternates: { canonical: path },
      openGraph: { type: 'article', title: data.flash.title, description, url: absoluteUrl(path), siteName: t('site.name') },
      twitter: { card: 'summary', title: data.flash.title, description },
    };
  },
  render: ({ v, t, data }) => (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <JsonLd data={flashJsonLd(data.flash, t, v.locale)} />
      <FlashDetailView t={t} locale={v.locale} flash={data.flash} related={data.related} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
