'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InteractionState } from '@/lib/contract/interaction';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { interactionStateQuery } from '@/lib/queries/interactions';
import { useCurrentMember } from '@/stores/use-current-member';

/** The counts of a news item or post that its page shows in more than one place. */
export type CountField = 'likeCount' | 'favoriteCount' | 'commentCount' | 'viewCount';

/**
 * Issue 18 item 6: the one source of a news item's or post's counts on its page. The page is cached (its
 * numbers may be minutes old), so after hydration the entity's own query (`interactionStateQuery`, shared
 * with the like and favourite buttons) owns them: every view of a count reads it, and every action
 * (like, favourite, comment) writes it, so the like button, the meta line and the comment heading agree.
 */
export function useEntityCounts(entityType: FavoriteEntityType, entityId: number, enabled = true) {
  const { hydrated, memberId } = useCurrentMember();
  const queryClient = useQueryClient();
  const query = interactionStateQuery(entityType, entityId, memberId);
  const { data } = useQuery({ ...query, enabled: hydrated && enabled });
  const { queryKey } = query;
  const read = useCallback((field: CountField, initial: number): number => data?.[field] ?? initial, [data]);
  const update = useCallback(
    (field: CountField, initial: number, next: (n: number) => number) =>
      queryClient.setQueryData(queryKey, (state: Partial<InteractionState> | undefined) => ({ ...state, [field]: Math.max(0, next(state?.[field] ?? initial)) })),
    [queryClient, queryKey],
  );
  return { data, read, update };
}
