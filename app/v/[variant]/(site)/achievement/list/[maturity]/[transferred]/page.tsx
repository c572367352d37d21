import { notFound } from 'next/navigation';
import { achievementListHref } from '@/components/achievement/achievement-filters';
import { AchievementListView } from '@/components/achievement/achievement-list-view';
import { PageBody } from '@/components/layout/page-body';
import { listPage } from '@/components/site/list-page';
import { filtersOfSegments, getAchievementList } from '@/lib/data/achievement';
import { achievementListTitle } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** M01: `/achievement?maturity=&transferred=&page=` (the proxy turns the query into the folder segments). */
const page = listPage({
  filter: (p: { variant: string; maturity: string; transferred: string }) => filtersOfSegments(p.maturity, p.transferred) ?? notFound(),
  load: (v, filters) => getAchievementList(filters.maturity, filters.transferred, v.page),
  pageOf: (list) => list,
  /** T12 list: `成果_{site}`. */
  metadata: ({ t, filter: filters }) => ({
    title: achievementListTitle(t),
    description: t('achievement.description'),
    alternates: { canonical: achievementListHref(filters) },
  }),
  render: ({ t, filter: filters, data: list }) => (
    <PageBody>
      <AchievementListView t={t} filters={filters} list={list} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
