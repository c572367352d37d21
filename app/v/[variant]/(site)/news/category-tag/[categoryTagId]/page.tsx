import { withPageMetadata } from '@/lib/seo/page-metadata';
import { tagNewsRoute } from '@/components/news/tag-news-route';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/** F03: `/news/category-tag/{categoryTagId}`: news of a category tag (depth topics, creative weekly), paged. */
const route = tagNewsRoute({ kind: 'category', param: 'categoryTagId', base: '/news/category-tag', testId: 'category-news' });
export const generateMetadata = withPageMetadata(route.generateMetadata);
export default route.Page;
