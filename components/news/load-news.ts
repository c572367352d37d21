import { cache } from 'react';
import { getTags } from '@/lib/api/basic';
import { getNewsDetail, getNewsPage } from '@/lib/api/news';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { DEFAULT_PAGE_SIZE, TAG_TYPE } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';

const REVALIDATE_S = 300;

export const loadNewsTags = cache(async () => {
  const t = serverTransport({ revalidate: 3600, tags: ['tags'] });
  const [classTags, themeTags] = await Promise.all([
    getTags(t, { type: TAG_TYPE.newsClass }).catch((): Tag[] => []),
    getTags(t, { type: TAG_TYPE.newsTheme }).catch((): Tag[] => []),
  ]);
  return { classTags, themeTags };
});

/** F16: `/news/:classTag?/:themeTag?` with tag codes; null when a code names no tag. */
export const loadNewsList = cache(async (classCode: string | undefined, themeCode: string | undefined, page: number) => {
  const { classTags, themeTags } = await loadNewsTags();
  const classTag = classCode ? classTags.find((t) => t.code === classCode) : undefined;
  const themeTag = themeCode ? themeTags.find((t) => t.code === themeCode) : undefined;
  if ((classCode && !classTag) || (themeCode && !themeTag)) return null;
  const list = await getNewsPage(serverTransport({ revalidate: REVALIDATE_S, tags: ['news'] }), {
    current: page,
    size: DEFAULT_PAGE_SIZE,
    classTagId: classTag?.id,
    themeTagId: themeTag?.id,
  });
  return { classTags, themeTags, classTag: classTag ?? null, themeTag: themeTag ?? null, list, renderedAt: Date.now() };
});

/** F01: one news item; null when the API says it does not exist. */
export const loadNewsDetail = cache(async (id: number) =>
  nullIfNotFound(getNewsDetail(serverTransport({ revalidate: REVALIDATE_S, tags: ['news', `news:${id}`] }), id)),
);
