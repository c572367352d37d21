import { PageBody } from '@/components/layout/page-body';
import { MemberHomeView } from '@/components/people/member-home-view';
import { PeopleColumn } from '@/components/right-column/people-column';
import { JsonLd } from '@/components/seo/json-ld';
import { entityPage } from '@/components/site/entity-page';
import { getMemberHome } from '@/lib/data/people';
import { href } from '@/lib/routing/routes';
import { profileJsonLd } from '@/lib/seo/structured-data';
import { memberDescription, memberTitle } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** I08: `/people/{id}`, the member home (public and cached; viewer state loads in the browser). */
const page = entityPage({
  load: getMemberHome,
  /** T14: `{nickname}_{company}_{site}`, description `{position}@{company}` plus the industry tags. */
  metadata: ({ t, id, data: home }) => ({
    title: memberTitle(t, home.card.nickname ?? '', home.card.company),
    description: memberDescription(home.card),
    alternates: { canonical: href('/people/:id', { id }) },
    openGraph: { type: 'profile', images: home.card.avatar ? [home.card.avatar] : undefined },
  }),
  render: ({ v, t, id, data: home }) => (
    <PageBody aside={v.device === 'mobile' ? undefined : <PeopleColumn t={t} memberId={id} locale={v.locale} />}>
      <JsonLd data={profileJsonLd(home.card, v.locale)} />
      <MemberHomeView t={t} locale={v.locale} card={home.card} workHistory={home.workHistory} posts={home.posts} renderedAt={home.renderedAt} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
