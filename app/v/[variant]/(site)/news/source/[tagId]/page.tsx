import { tagNewsPage } from '@/components/news/tag-news-page';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** F05: `/news/source/{tagId}`: the source's logo, name and description above its news. */
const page = tagNewsPage({ kind: 'source', param: 'tagId', base: '/news/source', testId: 'source-news' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
