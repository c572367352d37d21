import { PageBody } from '@/components/layout/page-body';
import { CircleMembersView } from '@/components/people/circle-members-view';
import { PeopleColumn } from '@/components/right-column/people-column';
import { listPage } from '@/components/site/list-page';
import { getCircleLatestMembers } from '@/lib/data/circle';
import { numericParam } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { joinTitle } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/**
 * I06, I39: `/people/circle/latest?circleId=`, the newest members of a circle. The route table maps the query onto
 * this folder so the page stays cacheable.
 */
const page = listPage({
  filter: (p: { variant: string; circleId: string }) => numericParam(p.circleId, /^[1-9]\d{0,15}$/),
  load: (v, circleId) => getCircleLatestMembers(circleId, v.page),
  pageOf: (data) => data.members,
  metadata: ({ t, data }) => {
    const name = data.circle.circleName;
    return {
      title: joinTitle([t('people.circleLatestTitle', { name }), t('people.title'), t('site.name')]),
      description: t('people.circleLatestDescription', { name }),
      alternates: { canonical: href('/people/circle/latest', {}, { circleId: data.circle.circleId }) },
    };
  },
  render: ({ v, t, data }) => (
    <PageBody aside={v.device === 'mobile' ? undefined : <PeopleColumn t={t} />}>
      <CircleMembersView t={t} circle={data.circle} members={data.members} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
