import { withPageMetadata } from '@/lib/seo/page-metadata';
import { PeopleListPage, peopleListMetadata, type PeopleParams } from '@/components/people/people-list-page';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: PeopleParams }) {
  return peopleListMetadata('all', params);
});

/** I07: `/people/tag/{id}`: members with that industry tag. */
export default async function Page({ params }: { params: PeopleParams }) {
  return <PeopleListPage kind="all" params={params} />;
}
