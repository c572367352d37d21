import { AchievementDetailView } from '@/components/achievement/achievement-detail-view';
import { PageBody } from '@/components/layout/page-body';
import { JsonLd } from '@/components/seo/json-ld';
import { entityPage } from '@/components/site/entity-page';
import { getAchievement } from '@/lib/data/achievement';
import { href } from '@/lib/routing/routes';
import { achievementJsonLd } from '@/lib/seo/article-json-ld';
import { absoluteUrl, achievementDetailTitle, truncate } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** M02: `/achievement/{id}` (PASS items only; anything else is a 404). */
const page = entityPage({
  load: getAchievement,
  /** T12: `{achievement.title}_成果_{site}`. */
  metadata: ({ t, id, data: item }) => {
    const description = truncate(item.summary || item.content);
    return {
      title: achievementDetailTitle(t, item.title),
      description,
      alternates: { canonical: href('/achievement/:id', { id }) },
      openGraph: { type: 'article', title: item.title, description },
    };
  },
  render: ({ t, id, data: item }) => (
    <PageBody>
      <JsonLd data={achievementJsonLd(item, absoluteUrl(href('/achievement/:id', { id })), t('site.name'), truncate(item.summary || item.content))} />
      <AchievementDetailView t={t} item={item} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
