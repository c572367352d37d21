import { tagNewsPage } from '@/components/news/tag-news-page';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** F03: `/news/category-tag/{categoryTagId}`: news of a category tag (depth topics, creative weekly), paged. */
const page = tagNewsPage({ kind: 'category', param: 'categoryTagId', base: '/news/category-tag', testId: 'category-news' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
