import { peopleListPage } from '@/components/people/people-list-page';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** I07: `/people/tag/{id}`: members with that industry tag. */
const page = peopleListPage('all');

export const generateMetadata = page.generateMetadata;
export default page.Page;
