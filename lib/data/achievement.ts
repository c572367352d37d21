import 'server-only';
import { cache } from 'react';
import * as achievementApi from '@/lib/api/achievement';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { ACHIEVEMENT_MATURITY, type AchievementMaturity } from '@/lib/contract/achievement';
import { tags } from '@/lib/contract/cache-tags';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/**
 * The achievements' public reads (M01, M02): at most every 5 minutes, and at once when the review or an edit
 * posts `tags.achievement.list` / `tags.achievement.item(id)` to the revalidation hook.
 */
const REVALIDATE_S = REVALIDATE.content;

/** The list filters as page-folder segments (`all` = no filter): `/achievement?maturity=SMALL&transferred=1`. */
export interface AchievementFilters {
  maturity: AchievementMaturity | null;
  transferred: boolean | null;
}

/** Reads the folder segments; null when a segment is not a known value (404). */
export function filtersOfSegments(maturity: string, transferred: string): AchievementFilters | null {
  const m = maturity === 'all' ? null : ACHIEVEMENT_MATURITY.find((x) => x === maturity);
  if (m === undefined) return null;
  const t = transferred === 'all' ? null : transferred === 'yes' ? true : transferred === 'no' ? false : undefined;
  if (t === undefined) return null;
  return { maturity: m, transferred: t };
}

/** M01: `GET /company/achievement/page` with the filters. */
export const getAchievementList = cache(async (maturity: AchievementMaturity | null, transferred: boolean | null, page: number) =>
  achievementApi.getAchievementPage(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.achievement.list] }), {
    current: page,
    size: DEFAULT_PAGE_SIZE,
    maturity: maturity ?? undefined,
    transferred: transferred ?? undefined,
  }),
);

/** M02: `GET /company/achievement/{id}`; null when missing or not public. */
export const getAchievement = cache(async (id: number) =>
  nullIfNotFound(achievementApi.getAchievementDetail(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.achievement.list, tags.achievement.item(id)] }), id)),
);

/** M04: `GET /company/achievement/my/detail` with the member's token (never cached); null when not one's own. */
export const getMyAchievement = cache(async (token: string | null, id: number) =>
  token ? nullIfNotFound(achievementApi.getMyAchievement(serverTransport({ token }), id)) : null,
);
