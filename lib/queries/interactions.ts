import { queryOptions } from '@tanstack/react-query';
import { ENTITY_TYPE } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { FavoriteEntityType, FavoriteRecord, InteractionState } from '@/lib/contract/interaction';
import { getInteractionState } from '@/lib/api/interaction-state';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/** Query keys of the interaction family (like and favourite state of a news item or post). */
export const interactionKeys = {
  all: ['interactions'] as const,
  state: (entityType: FavoriteEntityType, id: number, viewer: Viewer) => [...interactionKeys.all, 'state', entityType, id, viewer] as const,
  favorites: (current: number, size: number, viewer: Viewer) => [...interactionKeys.all, 'favorites', current, size, viewer] as const,
};

async function interactionApi() {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/interactions')]);
  return { transport, api };
}

/**
 * The member's own like/favourite state of one entity: public pages are cached for everyone, so it is
 * read after hydration. The like and favourite buttons share this one query (one request per entity);
 * its data is `Partial` because an optimistic update made before the first answer knows only one half.
 */
export function interactionStateQuery(entityType: FavoriteEntityType, id: number, viewer: Viewer) {
  return queryOptions({
    queryKey: interactionKeys.state(entityType, id, viewer),
    // read without the browser client (lib/api/load-read.ts), with the page's own code: it runs as the page loads
    queryFn: (): Promise<Partial<InteractionState>> => getInteractionState(entityType, id),
  });
}

/** F18 / G23: like or unlike; answers the new `{on, count}`. */
export async function setLike(entityType: FavoriteEntityType, id: number, like: boolean): Promise<{ on: boolean; count: number }> {
  const { transport, api } = await interactionApi();
  const result = entityType === ENTITY_TYPE.news ? await api.setNewsLike(transport, id, like) : await api.setPostLike(transport, id, like);
  return { on: result.isLiked, count: result.likeCount };
}

/** F24 / G49: favourite or unfavourite; answers the new `{on, count}`. */
export async function setFavorite(entityType: FavoriteEntityType, id: number, favorite: boolean): Promise<{ on: boolean; count: number }> {
  const { transport, api } = await interactionApi();
  const result = await api.setFavorite(transport, entityType, id, favorite);
  return { on: result.isFavorite, count: result.favoriteCount };
}

/**
 * I33: a page of the caller's favourites (news and posts), newest first (`GET /admin/member-favorite/page`).
 * Read again on every visit to a page (`gcTime: 0`): a row unfavourited in the tab stays, to be undone, until
 * its page is read again.
 */
export function favoritePageQuery(current: number, size: number, viewer: Viewer) {
  return {
    queryKey: interactionKeys.favorites(current, size, viewer),
    queryFn: async (): Promise<Page<FavoriteRecord>> => {
      const { transport, api } = await interactionApi();
      return api.getFavoritePage(transport, { current, size });
    },
    gcTime: 0,
  };
}
