import 'server-only';
import { cache } from 'react';
import { getMemberInfo } from '@/lib/api/member';
import { getNewsManageDetail } from '@/lib/api/news-manage';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { TAG_TYPE } from '@/lib/constants';
import type { TagRef } from '@/lib/contract/common';
import type { NewsManageDetail } from '@/lib/contract/news-manage';
import { getTagsOfType } from '@/lib/data/basic';

/** The news editor's reads (F13–F15): personal, per request, never cached (the theme tags excepted). */
const THEME_TAGS_SHOWN = 100;

/** F14 DEFAULT: only members with a column publish news (`GET /admin/member/basic-info` of this request's member). */
export const canPublishNews = cache(async (token: string | null): Promise<boolean> => {
  if (!token) return false;
  const info = await getMemberInfo(serverTransport({ token })).catch(() => null);
  return info?.hasColumn === true;
});

/** `GET /basic/tag/list?type=…`: theme tags offered in the editor. */
export const getNewsThemeTags = cache(async (): Promise<TagRef[]> => {
  const themes = await getTagsOfType(TAG_TYPE.newsTheme, THEME_TAGS_SHOWN);
  return themes.map((tag) => ({ id: tag.id, name: tag.name }));
});

/** F13 / F15: `GET /news/news/manage/detail/{id}`: the author's view of a news item; null when missing or not theirs. */
export const getManagedNews = cache(async (token: string | null, id: number): Promise<NewsManageDetail | null> => {
  if (!token) return null;
  return nullIfNotFound(getNewsManageDetail(serverTransport({ token }), id));
});
