import { withPageMetadata } from '@/lib/seo/page-metadata';
import { PeopleListPage, peopleListMetadata, type PeopleParams } from '@/components/people/people-list-page';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: PeopleParams }) {
  return peopleListMetadata('interest', params);
});

/** I04: `/people/interest`. */
export default async function Page({ params }: { params: PeopleParams }) {
  return <PeopleListPage kind="interest" params={params} />;
}
