import { siteTagNewsPage } from '@/components/news/site-tag-news-page';

export const revalidate = 300;

/** F08: `/news/foodtools`. */
const page = siteTagNewsPage('foodtools');

export const generateMetadata = page.generateMetadata;
export default page.Page;
