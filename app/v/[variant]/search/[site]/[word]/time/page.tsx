import { searchRoute } from '@/components/search/search-route';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/** E17: `/search/post/:word?sort=time` (rewritten here by the route table): posts newest first. */
const route = searchRoute('time');
export const generateMetadata = route.generateMetadata;
export default route.Page;
