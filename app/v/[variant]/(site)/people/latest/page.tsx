import { peopleListPage } from '@/components/people/people-list-page';

export const revalidate = 300;

/** I03: `/people/latest`. */
const page = peopleListPage('latest');

export const generateMetadata = page.generateMetadata;
export default page.Page;
