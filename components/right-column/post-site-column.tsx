import { RecommendedPostsModule } from '@/components/circle/recommended-posts-module';
import { ModuleCard } from '@/components/right-column/module-card';
import { RankedLinks } from '@/components/right-column/ranked-links';
import { getHotPosts } from '@/lib/data/post';
import type { Translate } from '@/lib/i18n/messages';
import styles from './promo.module.css';
import { href } from '@/lib/routing/routes';

/**
 * Right column of the post site (O30): hot posts (G26: site-wide, or recent-hot on post detail) and
 * the community group promo (O38).
 */
export async function PostSiteColumn({ t, hot = 'site' }: { t: Translate; hot?: 'site' | 'recent' }) {
  const list = await getHotPosts(hot);
  return (
    <>
      {list.length > 0 && (
        <ModuleCard title={hot === 'recent' ? t('community.recentHot') : t('community.hotPosts')} testId="hot-posts">
          <RankedLinks items={list.map((p) => ({ href: href('/community/post/:id', { id: p.id }), title: p.title || p.content.slice(0, 40) }))} />
        </ModuleCard>
      )}
      {hot === 'site' && <RecommendedPostsModule t={t} />}
      <PostPromoModule t={t} />
    </>
  );
}

/** O38: the community group promo. */
export function PostPromoModule({ t }: { t: Translate }) {
  return (
    <ModuleCard title={t('community.promoTitle')} testId="community-promo">
      <p className={styles.promo}>{t('community.promoBody')}</p>
    </ModuleCard>
  );
}
