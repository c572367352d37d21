import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { NotFoundBody } from '@/components/site/not-found-body';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { notFound } from 'next/navigation';
import { AchievementListView } from '@/components/achievement/achievement-list-view';
import { achievementListHref } from '@/components/achievement/achievement-filters';
import { PageBody } from '@/components/layout/page-body';
import { filtersOfSegments, getAchievementList } from '@/lib/data/achievement';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { achievementListTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; maturity: string; transferred: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, maturity, transferred } = await params;
  const v = parseVariant(variant);
  const filters = filtersOfSegments(maturity, transferred);
  if (!filters) notFound();
  return { v, filters, list: await getAchievementList(filters.maturity, filters.transferred, v.page) };
}

/** T12 list: `成果_{site}`. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, filters, list } = await load(params);
  if (pastTheEnd(v.page, list)) return {};
  const t = createTranslate(getMessages(v.locale));
  return {
    title: achievementListTitle(t),
    description: t('achievement.description'),
    alternates: { canonical: achievementListHref(filters) },
  };
});

/** M01: `/achievement?maturity=&transferred=&page=` (the proxy turns the query into the folder segments). */
export default async function Page({ params }: { params: Params }) {
  const { v, filters, list } = await load(params);
  if (pastTheEnd(v.page, list)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <AchievementListView t={t} filters={filters} list={list} />
    </PageBody>
  );
}
