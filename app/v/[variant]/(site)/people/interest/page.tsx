import { peopleListPage } from '@/components/people/people-list-page';

export const revalidate = 300;

/** I04: `/people/interest`. */
const page = peopleListPage('interest');

export const generateMetadata = page.generateMetadata;
export default page.Page;
