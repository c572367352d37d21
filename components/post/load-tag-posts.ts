import { cache } from 'react';
import { getTag } from '@/lib/api/basic';
import { nullIfNotFound } from '@/lib/api/or-null';
import { getTagPosts } from '@/lib/api/post';
import { serverTransport } from '@/lib/api/server';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';

/** G04: the tag and its posts, paged; null when the tag does not exist. */
export const loadTagPosts = cache(async (tagId: number, page: number) => {
  const t = serverTransport({ revalidate: 300, tags: ['posts', 'tags'] });
  const [tag, list] = await Promise.all([nullIfNotFound(getTag(t, tagId)), nullIfNotFound(getTagPosts(t, tagId, { current: page, size: DEFAULT_PAGE_SIZE }))]);
  if (!tag || !list) return null;
  return { tag, list, renderedAt: Date.now() };
});
