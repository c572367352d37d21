import { ENTITY_TYPE } from '@/lib/constants';
import { loadRead } from '@/lib/api/load-read';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { interactionStateSchema, type InteractionState } from '@/lib/contract/interaction-state';

export type { InteractionState };

/**
 * Like and favourite state of the caller for one news item or post, with its live counts (read after
 * hydration; pages are cached): the one source of the counts its page shows (issue 18 item 6). Read with
 * `loadRead`, without the browser client, and kept apart from `interactions.ts` (whose contracts are classic zod)
 * so that a news or post page's first load brings neither axios nor zod.
 */
export function getInteractionState(entityType: FavoriteEntityType, id: number): Promise<InteractionState> {
  const path = entityType === ENTITY_TYPE.news ? `/news/news/${id}` : `/post/posts/${id}`;
  return loadRead(path, interactionStateSchema);
}
