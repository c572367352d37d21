import { siteTagNewsPage } from '@/components/news/site-tag-news-page';

export const revalidate = 300;

/** F09: `/news/features`. */
const page = siteTagNewsPage('features');

export const generateMetadata = page.generateMetadata;
export default page.Page;
