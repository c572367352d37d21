import { cache } from 'react';
import { getTags } from '@/lib/api/basic';
import { getPostPage } from '@/lib/api/post';
import { serverTransport } from '@/lib/api/server';
import { DEFAULT_PAGE_SIZE, SITE_TAG, TAG_TYPE, TOPIC_SITE_TAG } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';

export type PostListKind = 'demand_supply' | 'topic';

/** G02/G01: the post-site tags of each list. */
export const KIND_SITE_TAGS: Record<PostListKind, number[]> = {
  demand_supply: [SITE_TAG.demand, SITE_TAG.supply],
  topic: [TOPIC_SITE_TAG],
};

const REVALIDATE_S = 300;

export const loadThemeTags = cache(async (): Promise<Tag[]> =>
  getTags(serverTransport({ revalidate: 3600, tags: ['tags'] }), { type: TAG_TYPE.postTheme }).catch(() => []),
);

/** `latest`, `popular`, or a theme tag by code or id; null when the param names no theme. */
export function resolveTheme(param: string, themes: Tag[]): { sort: 'latest' | 'popular'; theme: Tag | null } | null {
  if (param === 'latest' || param === 'popular') return { sort: param, theme: null };
  const theme = themes.find((t) => t.code === param || String(t.id) === param);
  return theme ? { sort: 'latest', theme } : null;
}

export const loadPostList = cache(async (kind: PostListKind, themeParam: string, page: number) => {
  const themes = await loadThemeTags();
  const resolved = resolveTheme(themeParam, themes);
  if (!resolved) return null;
  const list = await getPostPage(serverTransport({ revalidate: REVALIDATE_S, tags: ['posts'] }), {
    current: page,
    size: DEFAULT_PAGE_SIZE,
    tagId: KIND_SITE_TAGS[kind],
    themeTagId: resolved.theme?.id,
    sort: resolved.sort,
  });
  return { themes, ...resolved, list, renderedAt: Date.now() };
});
