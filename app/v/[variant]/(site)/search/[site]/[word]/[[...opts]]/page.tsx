import { withPageMetadata } from '@/lib/seo/page-metadata';
import { searchRoute } from '@/components/search/search-route';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/**
 * E11–E14, E17, E27, E28: `/search/:webSiteName/:word`; the sort and the news tag filters arrive as path
 * segments the route table folds in from the query (lib/routing/search-options.ts).
 */
// Issue 20 item 6: result pages are not indexed (their links are followed).
export const generateMetadata = withPageMetadata(searchRoute.generateMetadata, { noindex: true });
export default searchRoute.Page;
