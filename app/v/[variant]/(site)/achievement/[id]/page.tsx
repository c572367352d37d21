import { JsonLd } from '@/components/seo/json-ld';
import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { AchievementDetailView } from '@/components/achievement/achievement-detail-view';
import { PageBody } from '@/components/layout/page-body';
import { getAchievement } from '@/lib/data/achievement';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { achievementJsonLd } from '@/lib/seo/article-json-ld';
import { absoluteUrl, achievementDetailTitle, truncate } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { v, id } = await idPageParams(params);
  return { v, id, item: await getAchievement(id) };
}

/** T12: `{achievement.title}_成果_{site}`. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, item } = await load(params);
  if (!item) return {};
  const t = createTranslate(getMessages(v.locale));
  const description = truncate(item.summary || item.content);
  return {
    title: achievementDetailTitle(t, item.title),
    description,
    alternates: { canonical: href('/achievement/:id', { id }) },
    openGraph: { type: 'article', title: item.title, description },
  };
});

/** M02: `/achievement/{id}` (PASS items only; anything else is a 404). */
export default async function Page({ params }: { params: Params }) {
  const { v, id, item } = await load(params);
  if (!item) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  const description = truncate(item.summary || item.content);
  return (
    <PageBody>
      <JsonLd data={achievementJsonLd(item, absoluteUrl(href('/achievement/:id', { id })), t('site.name'), description)} />
      <AchievementDetailView t={t} item={item} />
    </PageBody>
  );
}
