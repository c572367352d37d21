import { peopleListPage } from '@/components/people/people-list-page';

export const revalidate = 300;

/** I05: `/people/company` with the member filters. */
const page = peopleListPage('company');

export const generateMetadata = page.generateMetadata;
export default page.Page;
