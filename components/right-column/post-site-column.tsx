import { ModuleCard } from '@/components/right-column/module-card';
import { RankedLinks } from '@/components/right-column/ranked-links';
import { getPostPage } from '@/lib/api/post';
import { serverTransport } from '@/lib/api/server';
import { HOT_POSTS_SIZE } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';
import styles from './promo.module.css';

/** Right column of the post site (O30): hot posts (G26) and the community group promo (O38). */
export async function PostSiteColumn({ t }: { t: Translate }) {
  const hot = await getPostPage(serverTransport({ revalidate: 300, tags: ['posts'] }), { current: 1, size: HOT_POSTS_SIZE, sort: 'popular' })
    .then((p) => p.records)
    .catch(() => []);
  return (
    <>
      {hot.length > 0 && (
        <ModuleCard title={t('community.hotPosts')} testId="hot-posts">
          <RankedLinks items={hot.map((p) => ({ href: `/community/post/${p.id}`, title: p.title || p.content.slice(0, 40) }))} />
        </ModuleCard>
      )}
      <ModuleCard title={t('community.promoTitle')} testId="community-promo">
        <p className={styles.promo}>{t('community.promoBody')}</p>
      </ModuleCard>
    </>
  );
}
