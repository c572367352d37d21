import { withPageMetadata } from '@/lib/seo/page-metadata';
import { tagNewsRoute } from '@/components/news/tag-news-route';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/** F02: `/news/tag/{tagId}`: news carrying the tag, paged. */
const route = tagNewsRoute({ kind: 'tag', param: 'tagId', base: '/news/tag', testId: 'tag-news' });
export const generateMetadata = withPageMetadata(route.generateMetadata);
export default route.Page;
