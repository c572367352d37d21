import { getTags } from '@/lib/api/basic';
import { getRecommendedCircles } from '@/lib/api/circle';
import { getDictPage } from '@/lib/api/dict';
import { getEventPage, getEventPageByTag, getEventTypes } from '@/lib/api/ec';
import { getColumnNewsPage, getNewsV2Page } from '@/lib/api/news';
import { getTagPosts } from '@/lib/api/post';
import { getMemberPage } from '@/lib/api/social';
import type { Transport } from '@/lib/api/transport';
import { CASE_CLASS_TAG_CODE, MAX_PAGE_SIZE, TAG_TYPE } from '@/lib/constants';
import { DICT_PAGE_SIZE } from '@/lib/contract/dict';
import type { NewsListItem } from '@/lib/contract/news';
import { href } from '@/lib/routing/routes';
import { headOf, listedPages, readRange, wholeKind, type SitemapEntry, type SitemapKind } from '@/lib/seo/sitemap-kind';
import { SITE_ROUTES } from '@/lib/site/site-routes';

/**
 * The sitemap's list pages (issue 20 item 1, issue 31 item 5): tag, class, source, column, event-type and organiser
 * pages that list something, each with its newest entry's time as `lastmod`; the dictionary's pages; the site pages.
 */

const newsTime = (n: NewsListItem) => n.updateTime ?? n.publishTime;
const tagsOf = (t: Transport, type: number) => getTags(t, { type }).catch(() => []);
const newestNews = (t: Transport, filter: Parameters<typeof getNewsV2Page>[1]) => async () => headOf(await getNewsV2Page(t, { ...filter, current: 1, size: 1 }), newsTime);

/** Post themes with posts (`/community/tag/{id}`), news classes (`/news/{code}`, cases aside), industries with members (`/people/tag/{id}`). */
async function tagPages(t: Transport): Promise<SitemapEntry[]> {
  const [themes, classes, industries] = await Promise.all([tagsOf(t, TAG_TYPE.postTheme), tagsOf(t, TAG_TYPE.newsClass), tagsOf(t, TAG_TYPE.industry)]);
  const newsClasses = classes.filter((c) => c.parentId === null && c.code && c.code !== CASE_CLASS_TAG_CODE && /^[A-Za-z_]/.test(c.code));
  const [posts, news, people] = await Promise.all([
    listedPages(themes, async (tag) => headOf(await getTagPosts(t, tag.id, { current: 1, size: 1, sort: 'latest' }), (p) => p.updateTime ?? p.publishTime), (tag) => href('/community/tag/:id', { id: tag.id })),
    listedPages(newsClasses, (c) => newestNews(t, { classTagId: c.id })(), (c) => href('/news/:classTag?/:themeTag?', { classTag: c.code as string })),
    listedPages(industries, async (tag) => headOf(await getMemberPage(t, { current: 1, size: 1, tagId: tag.id }), (m) => m.updateTime), (tag) => href('/people/tag/:id', { id: tag.id })),
  ]);
  return [...posts, ...news, ...people];
}

/** News tags (`/news/tag/{id}`), category tags (`/news/category-tag/{id}`) and sources (`/news/source/{id}`) with news. */
async function newsTagPages(t: Transport): Promise<SitemapEntry[]> {
  const [themes, categories, sources] = await Promise.all([tagsOf(t, TAG_TYPE.newsTheme), tagsOf(t, TAG_TYPE.newsCategory), tagsOf(t, TAG_TYPE.newsSource)]);
  const [a, b, c] = await Promise.all([
    listedPages(themes, (tag) => newestNews(t, { tagId: tag.id })(), (tag) => href('/news/tag/:tagId', { tagId: tag.id })),
    listedPages(categories, (tag) => newestNews(t, { categoryTagId: tag.id })(), (tag) => href('/news/category-tag/:categoryTagId', { categoryTagId: tag.id })),
    listedPages(sources, (tag) => newestNews(t, { sourceTagId: tag.id })(), (tag) => href('/news/source/:tagId', { tagId: tag.id })),
  ]);
  return [...a, ...b, ...c];
}

/** News columns (`/news/column/{id}`) with articles. */
async function columnPages(t: Transport): Promise<SitemapEntry[]> {
  const columns = await readRange((current, size) => getRecommendedCircles(t, { type: 1, current, size }), 0, 10 * MAX_PAGE_SIZE);
  return listedPages(
    columns,
    async (c) => headOf(await getColumnNewsPage(t, { columnId: c.circleId, current: 1, size: 1 }), newsTime),
    (c) => href('/news/column/:columnId', { columnId: c.circleId }),
  );
}

/** Event types (`/events/{code}`) and organisers (`/activity/source/{id}`) with events. */
async function eventListPages(t: Transport): Promise<SitemapEntry[]> {
  const [types, events] = await Promise.all([getEventTypes(t).catch(() => []), readRange((current, size) => getEventPage(t, { current, size, sortByTime: true }), 0, 10 * MAX_PAGE_SIZE)]);
  const byType = await listedPages(
    types.filter((type) => /^[A-Za-z_]/.test(type.code)),
    async (type) => headOf(await getEventPageByTag(t, { tagCode: type.code, current: 1, size: 1, sortByTime: true }), (e) => e.publishTime),
    (type) => href('/events/:tagCode?', { tagCode: type.code }),
  );
  // organisers, each at the time of its newest event (the list is newest first)
  const organisers = new Map<number, string>();
  for (const e of events) if (e.sourceId !== null && !organisers.has(e.sourceId)) organisers.set(e.sourceId, e.publishTime);
  return [...byType, ...[...organisers].map(([sourceId, time]) => ({ path: href('/activity/source/:sourceId', { sourceId }), time }))];
}

/** The dictionary's pages (`/dict/detail`, `?page=N`: each its own canonical). */
async function dictPages(t: Transport): Promise<SitemapEntry[]> {
  const { pages } = await getDictPage(t, { current: 1, size: DICT_PAGE_SIZE });
  return Array.from({ length: pages }, (_, i) => ({ path: i === 0 ? href('/dict/detail') : href('/dict/detail', {}, { page: i + 1 }) }));
}

export const LIST_KINDS: Record<string, SitemapKind> = {
  list: wholeKind(tagPages, 'daily', 0.5),
  newstag: wholeKind(newsTagPages, 'daily', 0.4),
  column: wholeKind(columnPages, 'daily', 0.5),
  eventlist: wholeKind(eventListPages, 'daily', 0.5),
  dict: wholeKind(dictPages, 'monthly', 0.4),
  site: wholeKind(async () => SITE_ROUTES.map((code) => ({ path: href('/site/:code', { code }) })), 'monthly', 0.3),
};
