import { searchRoute } from '@/components/search/search-route';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/**
 * E11–E14, E17, E27, E28: `/search/:webSiteName/:word`; the sort and the news tag filters arrive as path
 * segments the route table folds in from the query (lib/routing/search-options.ts).
 */
export const generateMetadata = searchRoute.generateMetadata;
export default searchRoute.Page;
