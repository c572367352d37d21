import { cookies } from 'next/headers';
import { cache } from 'react';
import { getTags } from '@/lib/api/basic';
import { getMemberInfo } from '@/lib/api/member';
import { getNewsManageDetail } from '@/lib/api/news-manage';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { TAG_TYPE } from '@/lib/constants';
import type { TagRef } from '@/lib/contract/common';
import type { NewsManageDetail } from '@/lib/contract/news-manage';
import { readSessionFromCookies } from '@/lib/session/cookies';

/** The session token of this request (personal pages only). */
export async function sessionToken(): Promise<{ token: string | null; memberId: number | null }> {
  const jar = await cookies();
  const session = readSessionFromCookies((name) => jar.get(name)?.value);
  return { token: session.token ?? null, memberId: session.memberId ?? null };
}

/** F14 DEFAULT: only members with a column publish news. */
export async function canPublishNews(token: string | null): Promise<boolean> {
  if (!token) return false;
  const info = await getMemberInfo(serverTransport({ token })).catch(() => null);
  return info?.hasColumn === true;
}

/** Theme tags offered in the editor. */
export const loadThemeTags = cache(async (): Promise<TagRef[]> => {
  const tags = await getTags(serverTransport({ revalidate: 3600 }), { type: TAG_TYPE.newsTheme, size: 100 }).catch(() => []);
  return tags.map((tag) => ({ id: tag.id, name: tag.name }));
});

/** F13 / F15: the author's view of a news item; null when missing or not theirs. */
export const loadManagedNews = cache(async (token: string | null, id: number): Promise<NewsManageDetail | null> => {
  if (!token) return null;
  return nullIfNotFound(getNewsManageDetail(serverTransport({ token }), id));
});
