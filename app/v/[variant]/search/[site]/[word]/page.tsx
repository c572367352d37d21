import { searchRoute } from '@/components/search/search-route';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/** E11–E14, E27, E28: `/search/:webSiteName/:word`, relevance order. */
const route = searchRoute('relevance');
export const generateMetadata = route.generateMetadata;
export default route.Page;
