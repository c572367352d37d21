import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { getMemberHome } from '@/lib/data/people';
import { JsonLd } from '@/components/seo/json-ld';
import { profileJsonLd } from '@/lib/seo/structured-data';
import { MemberHomeView } from '@/components/people/member-home-view';
import { PeopleColumn } from '@/components/right-column/people-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { memberDescription, memberTitle } from '@/lib/seo/templates';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { v, id } = await idPageParams(params);
  return { v, id, home: await getMemberHome(id) };
}

/** T14: `{nickname}_{company}_{site}`, description `{position}@{company}` plus the industry tags. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, home } = await load(params);
  if (!home) return {};
  const t = createTranslate(getMessages(v.locale));
  const name = home.card.nickname ?? '';
  return {
    title: memberTitle(t, name, home.card.company),
    description: memberDescription(home.card),
    alternates: { canonical: href('/people/:id', { id }) },
    openGraph: { type: 'profile', images: home.card.avatar ? [home.card.avatar] : undefined },
  };
});

/** I08: `/people/{id}`, the member home (public and cached; viewer state loads in the browser). */
export default async function Page({ params }: { params: Params }) {
  const { v, id, home } = await load(params);
  if (!home) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody aside={v.device === 'mobile' ? undefined : <PeopleColumn t={t} memberId={id} locale={v.locale} />}>
      <JsonLd data={profileJsonLd(home.card, v.locale)} />
      <MemberHomeView t={t} locale={v.locale} card={home.card} workHistory={home.workHistory} posts={home.posts} renderedAt={home.renderedAt} />
    </PageBody>
  );
}
