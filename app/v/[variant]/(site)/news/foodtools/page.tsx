import { withPageMetadata } from '@/lib/seo/page-metadata';
import { SiteTagNewsPage, siteTagNewsMetadata, type SiteTagNewsParams } from '@/components/news/site-tag-news-page';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export const generateMetadata = withPageMetadata(function pageMetadata({ params }: { params: SiteTagNewsParams }) {
  return siteTagNewsMetadata('foodtools', params);
});

/** F08: `/news/foodtools`. */
export default function Page({ params }: { params: SiteTagNewsParams }) {
  return <SiteTagNewsPage kind="foodtools" params={params} />;
}
