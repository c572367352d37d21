import { peopleListPage } from '@/components/people/people-list-page';

export const revalidate = 300;

/** I01: `/people`. */
const page = peopleListPage('all');

export const generateMetadata = page.generateMetadata;
export default page.Page;
