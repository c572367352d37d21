import { withPageMetadata } from '@/lib/seo/page-metadata';
import { tagNewsRoute } from '@/components/news/tag-news-route';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/** F05: `/news/source/{tagId}`: the source's logo, name and description above its news. */
const route = tagNewsRoute({ kind: 'source', param: 'tagId', base: '/news/source', testId: 'source-news' });
export const generateMetadata = withPageMetadata(route.generateMetadata);
export default route.Page;
