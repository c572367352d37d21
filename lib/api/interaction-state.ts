import { ENTITY_TYPE } from '@/lib/constants';
import { loadRead, type DataCheck } from '@/lib/api/load-read';
import type { FavoriteEntityType, InteractionState } from '@/lib/contract/interaction';

export type { InteractionState };

const OPTIONAL_COUNTS = ['favoriteCount', 'commentCount', 'viewCount'] as const;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * `interactionStateSchema` of lib/contract/interaction.ts, checked by hand: this module is loaded as a news or post
 * page loads, where zod (classic or mini, 23–31 KB gzipped here) would be most of the page's first-load JS.
 * tests/unit/load-read.test.ts holds it to the schema. Unknown fields are dropped, as zod drops them.
 */
export const checkInteractionState: DataCheck<InteractionState> = (data) => {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, where: '(root): expected object' };
  const d = data as Record<string, unknown>;
  if (typeof d.isLiked !== 'boolean') return { ok: false, where: 'isLiked: expected boolean' };
  if (!isNumber(d.likeCount)) return { ok: false, where: 'likeCount: expected number' };
  if (typeof d.isFavorite !== 'boolean') return { ok: false, where: 'isFavorite: expected boolean' };
  const value: InteractionState = { isLiked: d.isLiked, likeCount: d.likeCount, isFavorite: d.isFavorite };
  for (const key of OPTIONAL_COUNTS) {
    const v = d[key];
    if (v === undefined) continue;
    if (!isNumber(v)) return { ok: false, where: `${key}: expected number` };
    value[key] = v;
  }
  return { ok: true, value };
};

/**
 * Like and favourite state of the caller for one news item or post, with its live counts (read after
 * hydration; pages are cached): the one source of the counts its page shows (issue 18 item 6). Read with
 * `loadRead`, without the browser client, and kept apart from `interactions.ts` (whose contracts are zod) so that
 * a news or post page's first load brings neither axios nor zod.
 */
export function getInteractionState(entityType: FavoriteEntityType, id: number): Promise<InteractionState> {
  const path = entityType === ENTITY_TYPE.news ? `/news/news/${id}` : `/post/posts/${id}`;
  return loadRead(path, checkInteractionState);
}
