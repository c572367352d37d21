import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { CircleMembersView } from '@/components/people/circle-members-view';
import { getCircleLatestMembers } from '@/lib/data/circle';
import { PeopleColumn } from '@/components/right-column/people-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';
import { href } from '@/lib/routing/routes';

/** The public URL is `/people/circle/latest?circleId=N`; the route table maps the query onto this folder so the page stays cacheable. */
type Params = Promise<{ variant: string; circleId: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, circleId } = await params;
  if (!/^[1-9]\d{0,15}$/.test(circleId)) notFound();
  const v = parseVariant(variant);
  return { v, data: await getCircleLatestMembers(Number(circleId), v.page) };
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.members)) return {};
  const t = createTranslate(getMessages(v.locale));
  const name = data.circle.circleName;
  return {
    title: joinTitle([t('people.circleLatestTitle', { name }), t('people.title'), t('site.name')]),
    description: t('people.circleLatestDescription', { name }),
    alternates: { canonical: href('/people/circle/latest', {}, { circleId: data.circle.circleId }) },
  };
});

/** I06, I39: `/people/circle/latest?circleId=`, the newest members of a circle. */
export default async function Page({ params }: { params: Params }) {
  const { v, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.members)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody aside={v.device === 'mobile' ? undefined : <PeopleColumn t={t} />}>
      <CircleMembersView t={t} circle={data.circle} members={data.members} />
    </PageBody>
  );
}
