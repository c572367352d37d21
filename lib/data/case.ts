import 'server-only';
import { cache } from 'react';
import * as newsApi from '@/lib/api/news';
import { serverTransport } from '@/lib/api/server';
import { CASE_CLASS_TAG_CODE, DEFAULT_PAGE_SIZE, TAG_TYPE } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import { tags } from '@/lib/contract/cache-tags';
import type { NewsDetail } from '@/lib/contract/news';
import { getTagsOfType } from '@/lib/data/basic';
import { getNewsDetail, getNewsTags } from '@/lib/data/news';
import { getManagedNews } from '@/lib/data/news-manage';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';
import { caseClassIds } from '@/lib/routing/news-links';

/**
 * Cases (M05–M07 DEFAULT): news items whose class tag is the case class tag `case` or one of its child class
 * tags, read through the news API. They are news, so they share the news cache tags: a case edited in the news
 * editor refreshes its pages like any news item.
 */
const REVALIDATE_S = REVALIDATE.content;
const RELATED_SIZE = 6;
const cases = () => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.news.list] });

/** The case class tag and its child class tags (`GET /basic/tag/list?type=2`); no root: cases are not set up. */
export const getCaseTags = cache(async (): Promise<{ root: Tag | null; classTags: Tag[] }> => {
  const all = await getTagsOfType(TAG_TYPE.newsClass);
  const root = all.find((t) => t.code === CASE_CLASS_TAG_CODE && t.parentId === null) ?? null;
  return { root, classTags: root ? all.filter((t) => t.parentId === root.id) : [] };
});

/** The class tags that make a news item a case (issue 31 item 1: its one URL is `/case/{id}`, lib/routing/news-links.ts). */
export const getCaseClassIds = cache(async (): Promise<ReadonlySet<number>> => caseClassIds(await getTagsOfType(TAG_TYPE.newsClass).catch(() => [])));

const refOf = (tag: Tag) => ({ id: tag.id, name: tag.name, enName: tag.enName });

/** Issue 29 item 6: the classes a case is written under in the editor (the case class and its children); null without cases. */
export const getCaseEditorClasses = cache(async () => {
  const { root, classTags } = await getCaseTags();
  return root ? { root: refOf(root), classTags: classTags.map(refOf) } : null;
});

/** Whether a stored class tag id is the case class or one of its children (the editor then edits a case). */
export async function isCaseClassId(classTagId: number | null): Promise<boolean> {
  const { root, classTags } = await getCaseTags();
  return isCaseClass(classTagId, root, classTags);
}

/** Whether a news item's class tag makes it a case. */
function isCaseClass(classTagId: number | null, root: Tag | null, classTags: Tag[]): boolean {
  if (classTagId === null || !root) return false;
  return classTagId === root.id || classTags.some((t) => t.id === classTagId);
}

/**
 * M06: `/case/:classTag?/:themeTag?` with tag codes: `GET /news/news/v2/page` of the case class (its children
 * included) or of one child class, optionally of a theme tag; null when a code names no tag (404).
 */
export const getCaseList = cache(async (classCode: string | undefined, themeCode: string | undefined, page: number) => {
  const [{ root, classTags }, { themeTags }] = await Promise.all([getCaseTags(), getNewsTags()]);
  if (!root) return null;
  const classTag = classCode ? classTags.find((t) => t.code === classCode) : undefined;
  const themeTag = themeCode ? themeTags.find((t) => t.code === themeCode) : undefined;
  if ((classCode && !classTag) || (themeCode && !themeTag)) return null;
  const list = await newsApi.getNewsV2Page(cases(), {
    current: page,
    size: DEFAULT_PAGE_SIZE,
    classTagId: (classTag ?? root).id,
    themeTagId: themeTag?.id,
  });
  return { classTags, themeTags, classTag: classTag ?? null, themeTag: themeTag ?? null, list, renderedAt: Date.now() };
});

/** M05: a published case (`GET /news/news/{id}`); null when missing or when the news item is not a case. */
export const getCaseDetail = cache(async (id: number): Promise<NewsDetail | null> => {
  const [item, { root, classTags }] = await Promise.all([getNewsDetail(id), getCaseTags()]);
  return item && isCaseClass(item.classTagId, root, classTags) ? item : null;
});

/** M05: other cases of the same class, newest first (empty when the call fails: the case still renders). */
export const getRelatedCases = cache(async (id: number, classTagId: number | null) => {
  if (classTagId === null) return [];
  const page = await newsApi.getNewsV2Page(cases(), { current: 1, size: RELATED_SIZE + 1, classTagId }).catch(() => null);
  return (page?.records ?? []).filter((r) => r.id !== id).slice(0, RELATED_SIZE);
});

/** M07: the author's own case, drafts included (`GET /news/news/manage/detail/{id}`); null for others and non-cases. */
export const getCasePreview = cache(async (token: string | null, id: number) => {
  const [item, { root, classTags }] = await Promise.all([getManagedNews(token, id), getCaseTags()]);
  return item && isCaseClass(item.classTagId, root, classTags) ? item : null;
});
