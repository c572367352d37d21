import { RecommendedPostsModule } from '@/components/circle/recommended-posts-module';
import { MemberList } from '@/components/people/member-list';
import { RecommendedMembers } from '@/components/people/recommended-members';
import { ModuleCard } from '@/components/right-column/module-card';
import { RankedLinks } from '@/components/right-column/ranked-links';
import { RECOMMEND_LIST_SIZE, SITE_PAGE_CODE, type Locale } from '@/lib/constants';
import { getSitePage } from '@/lib/data/basic';
import { getPeopleColumn, getRecommendedFollows } from '@/lib/data/people';
import { getHotPosts } from '@/lib/data/post';
import type { Translate } from '@/lib/i18n/messages';
import styles from './promo.module.css';
import { href } from '@/lib/routing/routes';

/**
 * Right column of the post site (O30): recommended follows (O36/I41, 3 with follow buttons), recommended members
 * with the 'interest' and (members only) 'visitors' tabs (O37/I37), the community group promo with its QR code
 * (O38), hot posts (G26: site-wide, or recent-hot on post detail) and, on the lists, recommended posts (G28).
 * W22 on mobile (`mobile`): only the hot list (hot posts), below the content; the recommendations and the promo
 * are neither loaded nor rendered.
 */
export async function PostSiteColumn({ t, locale, hot = 'site', mobile = false }: { t: Translate; locale: Locale; hot?: 'site' | 'recent'; mobile?: boolean }) {
  if (mobile) return <HotPostsModule t={t} hot={hot} list={await getHotPosts(hot)} />;
  const [list, follows, { interested }] = await Promise.all([getHotPosts(hot), getRecommendedFollows(), getPeopleColumn()]);
  return (
    <>
      <ModuleCard title={t('community.recommendFollows')} moreHref={href('/people/popular')} moreLabel={t('common.more')} testId="recommended-follows">
        <MemberList compact source={{ kind: 'list', list: 'hot-follow' }} initial={follows} size={RECOMMEND_LIST_SIZE} />
      </ModuleCard>
      <ModuleCard title={t('people.recommend')} testId="people-recommend">
        <RecommendedMembers initial={interested} />
      </ModuleCard>
      <PostPromoModule t={t} locale={locale} />
      <HotPostsModule t={t} hot={hot} list={list} />
      {hot === 'site' && <RecommendedPostsModule t={t} />}
    </>
  );
}

/** G26: the hot posts (site-wide, or recent-hot on post detail); nothing when there are none. */
function HotPostsModule({ t, hot, list }: { t: Translate; hot: 'site' | 'recent'; list: Awaited<ReturnType<typeof getHotPosts>> }) {
  if (list.length === 0) return null;
  return (
    <ModuleCard title={hot === 'recent' ? t('community.recentHot') : t('community.hotPosts')} testId="hot-posts">
      <RankedLinks items={list.map((p) => ({ href: href('/community/post/:id', { id: p.id }), title: p.title || p.content.slice(0, 40) }))} />
    </ModuleCard>
  );
}

/** O38: the community group promo — 200+ groups, 50,000+ members — with the groups' QR code from site page `community_groups`. */
export async function PostPromoModule({ t, locale }: { t: Translate; locale: Locale }) {
  const page = await getSitePage(SITE_PAGE_CODE.communityGroups, locale);
  return (
    <ModuleCard title={t('community.promoTitle')} testId="community-promo">
      <div className={styles.box}>
        {page?.qRCodeImage && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={page.qRCodeImage} alt={t('community.promoQr')} width={88} height={88} loading="lazy" decoding="async" />
        )}
        <div>
          <p className={styles.promo}>{t('community.promoBody')}</p>
          {page?.notes && <p className={styles.note}>{page.notes}</p>}
        </div>
      </div>
    </ModuleCard>
  );
}
