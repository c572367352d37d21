'use client';

import { useQuery } from '@tanstack/react-query';
import { useT } from '@/components/providers/i18n-context';
import { formatCount } from '@/lib/format/count';
import { circleDetailQuery } from '@/lib/queries/circle';
import { useCurrentMember } from '@/stores/use-current-member';

/**
 * A circle's member and post counts (issue 18 item 6): the cached page's numbers until the circle's query
 * answers after hydration (the one the navigation bar reads, so a join or leave moves them at once).
 */
export function CircleLiveStats({ circleId, memberCount, postCount }: { circleId: number; memberCount: number; postCount: number }) {
  const t = useT();
  const { hydrated, memberId } = useCurrentMember();
  const { data } = useQuery({ ...circleDetailQuery(circleId, memberId), enabled: hydrated });
  return (
    <>
      <span data-testid="circle-member-count">{t('circle.members', { n: formatCount(data?.memberCount ?? memberCount) })}</span>
      <span data-testid="circle-post-count">{t('circle.posts', { n: formatCount(data?.postCount ?? postCount) })}</span>
    </>
  );
}
