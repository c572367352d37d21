'use client';

import { useQuery } from '@tanstack/react-query';
import type { FavoriteEntityType, InteractionState } from '@/lib/contract/interaction';
import { interactionStateQuery } from '@/lib/queries/interactions';
import { useCurrentMember } from '@/stores/use-current-member';

export type InteractionField = 'like' | 'favorite';

/** What the cache holds: the server's state, or only the half an optimistic update knew. */
export type KnownInteraction = Partial<InteractionState>;

export function readInteraction(state: KnownInteraction | undefined, field: InteractionField, initialCount: number): { on: boolean; count: number } {
  return field === 'like'
    ? { on: state?.isLiked ?? false, count: state?.likeCount ?? initialCount }
    : { on: state?.isFavorite ?? false, count: state?.favoriteCount ?? initialCount };
}

/**
 * The like or favourite state as shown, read from the entity's shared interaction query after hydration (visitors
 * read it too: it holds the live counts, issue 18 item 6). Writing is the member's button's (use-interaction-toggle.ts).
 */
export function useInteractionView(entityType: FavoriteEntityType, entityId: number, field: InteractionField, initialCount: number) {
  const { hydrated, memberId } = useCurrentMember();
  const { data } = useQuery({ ...interactionStateQuery(entityType, entityId, memberId), enabled: hydrated });
  return readInteraction(data, field, initialCount);
}
