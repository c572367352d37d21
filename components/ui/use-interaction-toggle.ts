'use client';

import { useQuery } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { useT } from '@/components/providers/i18n-context';
import { apiErrorText } from '@/lib/queries/error-message';
import { interactionStateQuery, setFavorite, setLike } from '@/lib/queries/interactions';
import { useLoginDialog } from '@/stores/dialogs';
import { useOptimisticToggle } from './use-optimistic-toggle';
import { readInteraction as read, type InteractionField as Field, type KnownInteraction as Known } from './use-interaction-view';

function write(state: Known | undefined, field: Field, next: { on: boolean; count: number }): Known {
  return field === 'like' ? { ...state, isLiked: next.on, likeCount: next.count } : { ...state, isFavorite: next.on, favoriteCount: next.count };
}

/**
 * The like or favourite toggle of a news item or post (F18, F24, G23, G49), as the member's buttons use it
 * (member-interaction-buttons.tsx; a visitor's button only reads, use-interaction-view.ts): the member's state comes from
 * the shared interaction query; a visitor gets the login dialog; the count moves at once (optimistic
 * update of the query), is replaced by the server's answer, and a failure restores the previous state
 * and gives the API's message (`null` message: a failure without one, worded by the caller).
 */
export function useInteractionToggle(entityType: FavoriteEntityType, entityId: number, field: Field, initialCount: number) {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const login = useLoginDialog();
  const query = interactionStateQuery(entityType, entityId, memberId);
  // visitors read it too: it holds the live counts every view of them on the page shares (issue 18 item 6)
  const { data } = useQuery({ ...query, enabled: hydrated });
  const current = read(data, field, initialCount);

  const mutation = useOptimisticToggle({
    queryKey: query.queryKey,
    read: (state: Known | undefined) => read(state, field, initialCount),
    write: (state: Known | undefined, next) => write(state, field, next),
    send: (next: boolean) => (field === 'like' ? setLike(entityType, entityId, next) : setFavorite(entityType, entityId, next)),
  });

  const toggle = () => {
    if (!isLogin) {
      login.open({ redirect: null });
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate(!current.on);
  };

  return {
    on: current.on,
    count: current.count,
    busy: mutation.isPending,
    failed: mutation.isError,
    message: mutation.isError ? apiErrorText(t, mutation.error) : null,
    toggle,
  };
}
