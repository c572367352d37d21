import { tagNewsPage } from '@/components/news/tag-news-page';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** F02: `/news/tag/{tagId}`: news carrying the tag, paged. */
const page = tagNewsPage({ kind: 'tag', param: 'tagId', base: '/news/tag', testId: 'tag-news' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
