import { ModuleCard } from '@/components/right-column/module-card';
import { RankedLinks } from '@/components/right-column/ranked-links';
import { getRecommendedPosts } from '@/lib/data/post';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';

/** G28: recommended posts on the community lists (`GET /post/posts/recommend2?size=3`); nothing when the call fails. */
export async function RecommendedPostsModule({ t }: { t: Translate }) {
  const posts = await getRecommendedPosts();
  if (posts.length === 0) return null;
  return (
    <ModuleCard title={t('community.recommendedPosts')} testId="recommended-posts">
      <RankedLinks items={posts.map((p) => ({ href: href('/community/post/:id', { id: p.id }), title: p.title || p.content.slice(0, 40) }))} />
    </ModuleCard>
  );
}
