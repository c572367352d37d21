import { getCircleAside } from '@/lib/data/circle';
import { ModuleCard } from '@/components/right-column/module-card';
import { PostPromoModule } from '@/components/right-column/post-site-column';
import { RankedLinks } from '@/components/right-column/ranked-links';
import { Avatar } from '@/components/ui/avatar';
import { AppLink as Link } from '@/components/ui/app-link';
import type { Locale } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';
import styles from '@/components/circle/circle.module.css';
import { href } from '@/lib/routing/routes';

/**
 * Right column of a circle page: the circle's hot posts (G26), its new members (G36) and the group promo.
 * W22 on mobile (`mobile`): only the hot list (the circle's hot posts), below the content.
 */
export async function PostCircleColumn({ t, locale, circleId, mobile = false }: { t: Translate; locale: Locale; circleId: number; mobile?: boolean }) {
  const { hot, members: allMembers } = await getCircleAside(circleId);
  const members = mobile ? [] : allMembers;
  return (
    <>
      {hot.length > 0 && (
        <ModuleCard title={t('circle.hotInCircle')} testId="hot-posts">
          <RankedLinks items={hot.map((p) => ({ href: href('/community/post/:id', { id: p.id }), title: p.title || p.content.slice(0, 40) }))} />
        </ModuleCard>
      )}
      {members.length > 0 && (
        <ModuleCard title={t('circle.newMembers')} moreHref={href('/people/circle/latest', {}, { circleId: circleId })} moreLabel={t('common.more')} testId="circle-new-members">
          <ul className={styles.members}>
            {members.map((m) => (
              <li key={m.memberId}>
                <Link href={href('/people/:id', { id: m.memberId })}>
                  <Avatar src={m.avatar} name={m.nickname ?? ''} size={32} />
                </Link>
                <span>
                  <Link href={href('/people/:id', { id: m.memberId })}>{m.nickname}</Link>
                  {(m.company || m.position) && <small data-ugc>{[m.company, m.position].filter(Boolean).join(' · ')}</small>}
                </span>
              </li>
            ))}
          </ul>
        </ModuleCard>
      )}
      {!mobile && <PostPromoModule t={t} locale={locale} />}
    </>
  );
}
