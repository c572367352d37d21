import { getCircleAside } from '@/lib/data/circle';
import { ModuleCard } from '@/components/right-column/module-card';
import { PostPromoModule } from '@/components/right-column/post-site-column';
import { RankedLinks } from '@/components/right-column/ranked-links';
import { CircleMemberList } from '@/components/circle/circle-member-list';
import { MembersOnlyNewMembers } from '@/components/circle/members-only-modules';
import type { Locale } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';

/**
 * Right column of a circle page: the circle's hot posts (G26), its new members (G36; a private circle's for its
 * members only, issue 29 item 16) and the group promo.
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
      {members.length > 0 ? (
        <ModuleCard title={t('circle.newMembers')} moreHref={href('/people/circle/latest', {}, { circleId: circleId })} moreLabel={t('common.more')} testId="circle-new-members">
          <CircleMemberList members={members} />
        </ModuleCard>
      ) : (
        // a private circle's members reach its members only (the API gives the cached page none): read in their browser
        !mobile && <MembersOnlyNewMembers circleId={circleId} />
      )}
      {!mobile && <PostPromoModule t={t} locale={locale} />}
    </>
  );
}
