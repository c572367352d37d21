/**
 * Flashes (short news) and the news related to a flash; topics with their sections and section news.
 */
import { TAG_TYPE } from '@/lib/constants';
import type { PagingQuery } from '@/lib/contract/common';
import type { Flash, NewsListItem, SectionNews, Topic, TopicDetail, TopicSection } from '@/lib/contract/news';
import type { Db } from '../db/connection';
import { all, get } from '../db/sql';
import { idsOfJson, position } from '../db/dialect';
import { paged, type PageOf } from '../http/paging';
import { FROM, itemsOf, LIST_COLUMNS, type NewsRow } from './news';

const PUBLISHED = "n.publish_status = 'PUBLISHED' AND n.is_banned = 0";

interface FlashRow {
  id: number;
  title: string;
  content: string;
  source_tag_id: number | null;
  source_name: string | null;
  source_en_name: string | null;
  publish_time: string;
  view_count: number;
}

const FLASH_SELECT = `SELECT f.id, f.title, f.content, f.source_tag_id, s.name AS source_name, s.en_name AS source_en_name, f.publish_time, f.view_count
  FROM flashes f LEFT JOIN tags s ON s.id = f.source_tag_id`;

function flashOf(row: FlashRow): Flash {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    sourceTagId: row.source_tag_id,
    sourceName: row.source_name,
    sourceEnName: row.source_en_name,
    publishTime: row.publish_time,
    viewCount: row.view_count,
  };
}

/** Newest first. */
export async function flashPage(db: Db, paging: PagingQuery): Promise<PageOf<Flash>> {
  const total = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM flashes'))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<FlashRow>(db, `${FLASH_SELECT} ORDER BY f.publish_time DESC, f.id DESC LIMIT ? OFFSET ?`, limit, offset)).map(flashOf),
  );
}

export async function flashDetail(db: Db, id: number): Promise<Flash | null> {
  const row = await get<FlashRow>(db, `${FLASH_SELECT} WHERE f.id = ?`, id);
  return row ? flashOf(row) : null;
}

/**
 * News related to a flash: items carrying a class or theme tag whose name appears in the flash text rank by
 * the number of such tags, then items of the flash's source; ties go to the newest. Null when the flash does
 * not exist.
 */
export async function flashRelatedNews(db: Db, id: number, size: number): Promise<NewsListItem[] | null> {
  const flash = await get<{ title: string; content: string; source_tag_id: number | null }>(db, 'SELECT title, content, source_tag_id FROM flashes WHERE id = ?', id);
  if (!flash) return null;
  const text = `${flash.title} ${flash.content}`;
  const tagIds = (await all<{ id: number }>(
    db,
    `SELECT id FROM tags WHERE type IN (?, ?) AND status = 1 AND length(name) >= 2 AND ${position(db, '?', 'name')} > 0`,
    TAG_TYPE.newsClass,
    TAG_TYPE.newsTheme,
    text,
  )).map((t) => t.id);
  const tagsJson = JSON.stringify(tagIds);
  const rows = await all<NewsRow>(
    db,
    `SELECT ${LIST_COLUMNS},
       (SELECT COUNT(*) FROM news_tags nt WHERE nt.news_id = n.id AND nt.tag_id IN (${idsOfJson(db)}))
         + (CASE WHEN n.class_tag_id IN (${idsOfJson(db)}) THEN 1 ELSE 0 END) AS tag_score,
       (CASE WHEN n.source_tag_id = ? THEN 1 ELSE 0 END) AS source_score
      ${FROM}
      WHERE ${PUBLISHED}
      ORDER BY tag_score DESC, source_score DESC, n.publish_time DESC, n.id DESC LIMIT ?`,
    tagsJson,
    tagsJson,
    flash.source_tag_id,
    size,
  );
  return await itemsOf(db, rows);
}

interface TopicRow {
  id: number;
  code: string | null;
  title: string;
  en_title: string | null;
  description: string | null;
  cover_img: string | null;
  publish_time: string;
  view_count: number;
}

function topicOf(row: TopicRow): Topic {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    enTitle: row.en_title,
    description: row.description,
    coverImg: row.cover_img,
    publishTime: row.publish_time,
    viewCount: row.view_count,
  };
}

const TOPIC_SELECT = 'SELECT id, code, title, en_title, description, cover_img, publish_time, view_count FROM topics';

/** Newest first. */
export async function topicPage(db: Db, paging: PagingQuery): Promise<PageOf<Topic>> {
  const total = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM topics'))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<TopicRow>(db, `${TOPIC_SELECT} ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?`, limit, offset)).map(topicOf),
  );
}

async function sectionsOf(db: Db, where: string, value: number): Promise<TopicSection[]> {
  return (await all<{ id: number; topic_id: number; name: string; en_name: string | null; sort: number }>(
    db,
    `SELECT id, topic_id, name, en_name, sort FROM topic_sections WHERE ${where} ORDER BY sort, id`,
    value,
  )).map((s) => ({ id: s.id, topicId: s.topic_id, name: s.name, enName: s.en_name, sort: s.sort }));
}

export async function topicDetail(db: Db, id: number): Promise<TopicDetail | null> {
  const row = await get<TopicRow>(db, `${TOPIC_SELECT} WHERE id = ?`, id);
  if (!row) return null;
  return { ...topicOf(row), sections: await sectionsOf(db, 'topic_id = ?', id) };
}

/** The sections of a topic (or one section) with their published news in section order; null when missing. */
export async function sectionNewsList(db: Db, query: { topicId?: number; sectionId?: number }): Promise<SectionNews[] | null> {
  let sections: TopicSection[];
  if (query.sectionId !== undefined) {
    sections = await sectionsOf(db, 'id = ?', query.sectionId);
    if (query.topicId !== undefined) sections = sections.filter((s) => s.topicId === query.topicId);
    if (sections.length === 0) return null;
  } else {
    if (!await get(db, 'SELECT 1 FROM topics WHERE id = ?', query.topicId)) return null;
    sections = await sectionsOf(db, 'topic_id = ?', query.topicId as number);
  }
  return (await Promise.all(sections.map(async (section) => ({
    ...section,
    newsList: await itemsOf(
      db,
      await all<NewsRow>(
        db,
        `SELECT ${LIST_COLUMNS} ${FROM} JOIN topic_section_news tsn ON tsn.news_id = n.id
          WHERE tsn.section_id = ? AND ${PUBLISHED} ORDER BY tsn.sort, n.publish_time DESC`,
        section.id,
      ),
    ),
  }))));
}
