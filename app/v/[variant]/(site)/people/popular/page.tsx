import { peopleListPage } from '@/components/people/people-list-page';

export const revalidate = 300;

/** I02: `/people/popular` (10 per page). */
const page = peopleListPage('popular');

export const generateMetadata = page.generateMetadata;
export default page.Page;
