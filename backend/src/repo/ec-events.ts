/**
 * Events as the shop shows them (`/ec/stores/*`): lists by type tag and organiser, hot, search with type facets,
 * detail with organiser; prices and seats come from the event's ticket product (cents → yuan here).
 */
import type { PagingQuery } from '@/lib/contract/common';
import type { EventDetail, EventListItem, EventPageQuery, EventSearchQuery, EventState, EventTagFacet, EventTypeTag, Merchant } from '@/lib/contract/ec';
import { TAG_TYPE } from '@/lib/constants';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { readEnv } from '../config';
import type { Db } from '../db/connection';
import { all, get, Where } from '../db/sql';
import { nowText, parseTime } from '../db/time';
import { notFound } from '../http/envelope';
import { paged, type PageOf } from '../http/paging';
import { keywordMatch } from '../search/match';

export const yuan = (cents: number): number => Math.round(cents) / 100;

interface EventRow {
  id: number;
  title: string;
  en_title: string | null;
  cover_img: string | null;
  source_name: string | null;
  merchant_id: number | null;
  publish_time: string;
  start_time: string | null;
  end_time: string | null;
  city: string | null;
  venue: string | null;
  view_count: number;
  like_count: number;
  comment_count: number;
  type_tag_id: number | null;
  type_name: string | null;
  type_en_name: string | null;
  type_code: string | null;
  product_id: number | null;
  min_price: number | null;
  max_price: number | null;
  sku_count: number;
  open_skus: number;
  group_skus: number;
}

const FROM = `FROM events e
  LEFT JOIN tags t ON t.id = e.type_tag_id
  LEFT JOIN ec_products p ON p.id = (SELECT MIN(id) FROM ec_products WHERE event_id = e.id)`;

const COLUMNS = `e.id, e.title, e.en_title, e.cover_img, e.source_name, e.merchant_id, e.publish_time, e.start_time, e.end_time, e.city,
  e.venue, e.view_count, e.like_count, e.comment_count, e.type_tag_id, t.name AS type_name, t.en_name AS type_en_name, t.code AS type_code, p.id AS product_id,
  (SELECT MIN(price) FROM ec_skus WHERE product_id = p.id) AS min_price,
  (SELECT MAX(price) FROM ec_skus WHERE product_id = p.id) AS max_price,
  (SELECT COUNT(*) FROM ec_skus WHERE product_id = p.id) AS sku_count,
  (SELECT COUNT(*) FROM ec_skus WHERE product_id = p.id AND stock - sold > 0) AS open_skus,
  (SELECT COUNT(*) FROM ec_skus WHERE product_id = p.id AND group_type = 'GROUP') AS group_skus`;

const PUBLISHED = "e.status = 'PUBLISHED'";
/** Ended: the end (or start when no end) lies in the past. */
const ENDED_SQL = 'COALESCE(e.end_time, e.start_time) IS NOT NULL AND COALESCE(e.end_time, e.start_time) < ?';

/** H19: NO_DATE when start is missing or unparsable or the end precedes the start. */
export function eventState(start: string | null, end: string | null, now = Date.now()): EventState {
  const s = start ? parseTime(start) : Number.NaN;
  const e = end ? parseTime(end) : s;
  if (Number.isNaN(s) || Number.isNaN(e) || e < s) return 'NO_DATE';
  if (e < now) return 'ENDED';
  return s <= now ? 'ONGOING' : 'UPCOMING';
}

function toItem(r: EventRow): EventListItem {
  return {
    id: r.id,
    type: r.type_name,
    typeEnName: r.type_en_name,
    typeTagId: r.type_tag_id,
    typeCode: r.type_code,
    title: r.title,
    enTitle: r.en_title,
    coverImg: r.cover_img,
    sourceName: r.source_name,
    sourceId: r.merchant_id,
    publishTime: r.publish_time,
    productId: r.product_id,
    startTime: r.start_time,
    endTime: r.end_time,
    city: r.city,
    venue: r.venue,
    minPrice: r.min_price === null ? null : yuan(r.min_price),
    maxPrice: r.max_price === null ? null : yuan(r.max_price),
    soldOut: r.sku_count > 0 && r.open_skus === 0,
    state: eventState(r.start_time, r.end_time),
    hasGroupBuy: r.group_skus > 0,
    viewCount: r.view_count,
    likeCount: r.like_count,
    commentCount: r.comment_count,
  };
}

async function pageOfEvents(db: Db, where: Where, order: string, orderParams: unknown[], paging: PagingQuery): Promise<PageOf<EventListItem>> {
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n ${FROM} ${where}`, ...where.params))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<EventRow>(db, `SELECT ${COLUMNS} ${FROM} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, ...where.params, ...orderParams, limit, offset)).map(toItem),
  );
}

/** The type tag id of a code or id, or undefined when neither is given; throws 404 for an unknown one. */
async function typeTagOf(db: Db, query: { tagId?: number; tagCode?: string }): Promise<number | undefined> {
  if (query.tagCode !== undefined) {
    const row = await get<{ id: number }>(db, 'SELECT id FROM tags WHERE type = ? AND code = ? AND status = 1', TAG_TYPE.activityType, query.tagCode);
    if (!row) throw notFound();
    return row.id;
  }
  if (query.tagId !== undefined) {
    if (!await get(db, 'SELECT 1 FROM tags WHERE type = ? AND id = ?', TAG_TYPE.activityType, query.tagId)) throw notFound();
    return query.tagId;
  }
  return undefined;
}

/** Default order: events not yet ended first, newest published first within each group. */
const DEFAULT_ORDER = `(${ENDED_SQL}) ASC, e.publish_time DESC, e.id DESC`;

export async function eventPage(db: Db, query: EventPageQuery): Promise<PageOf<EventListItem>> {
  const typeId = await typeTagOf(db, query);
  if (query.sourceId !== undefined && !await get(db, 'SELECT 1 FROM ec_merchants WHERE id = ?', query.sourceId)) throw notFound();
  const where = new Where().add(PUBLISHED).when(typeId, 'e.type_tag_id = ?').when(query.sourceId, 'e.merchant_id = ?');
  return query.sortByTime
    ? await pageOfEvents(db, where, 'e.publish_time DESC, e.id DESC', [], query)
    : await pageOfEvents(db, where, DEFAULT_ORDER, [nowText()], query);
}

/** `/ec/stores/page-by-tag`: a tag is required. */
export async function eventPageByTag(db: Db, query: EventPageQuery): Promise<PageOf<EventListItem> | null> {
  if (query.tagId === undefined && query.tagCode === undefined) return null;
  return await eventPage(db, query);
}

/** Hot events: not ended first, then by views, likes and comments. */
export async function hotEventPage(db: Db, paging: PagingQuery): Promise<PageOf<EventListItem>> {
  const where = new Where().add(PUBLISHED);
  return await pageOfEvents(db, where, `(${ENDED_SQL}) ASC, (e.view_count + 20 * e.like_count + 30 * e.comment_count) DESC, e.id DESC`, [nowText()], paging);
}

/** `GET /ec/stores/search` (E15, E17, E28): every word of the keyword must match (search/match.ts). */
export async function searchEvents(db: Db, query: EventSearchQuery): Promise<PageOf<EventListItem> & { facets: { tags: EventTagFacet[] }; terms?: string[] }> {
  const match = await keywordMatch(db, 'events', 'e.id', query.keyword);
  if (!match) {
    return { ...await paged(query, 0, () => []), facets: { tags: [] } };
  }
  const matches = new Where().add(PUBLISHED).add(match.sql, ...match.params);
  const facets = (await all<{ id: number; name: string; en_name: string | null; code: string | null; count: number }>(
    db,
    `SELECT t.id, t.name, t.en_name, t.code, COUNT(*) AS count FROM events e JOIN tags t ON t.id = e.type_tag_id ${matches}
     GROUP BY t.id ORDER BY count DESC, t.sort, t.id`,
    ...matches.params,
  )).map((f) => ({ id: f.id, name: f.name, enName: f.en_name, code: f.code, count: f.count }));
  const where = new Where().add(PUBLISHED).add(match.sql, ...match.params).when(query.tagId, 'e.type_tag_id = ?');
  const page = query.sortByTime
    ? await pageOfEvents(db, where, 'e.publish_time DESC, e.id DESC', [], query)
    : await pageOfEvents(db, where, `${match.titleSql} DESC, ${DEFAULT_ORDER}`, [...match.titleParams, nowText()], query);
  return { ...page, facets: { tags: facets }, terms: match.terms };
}

export async function eventTypes(db: Db): Promise<EventTypeTag[]> {
  return (await all<{ id: number; name: string; en_name: string | null; code: string }>(
    db,
    'SELECT id, name, en_name, code FROM tags WHERE type = ? AND status = 1 AND code IS NOT NULL ORDER BY sort, id',
    TAG_TYPE.activityType,
  )).map((t) => ({ id: t.id, name: t.name, enName: t.en_name, code: t.code }));
}

interface MerchantRow {
  id: number;
  name: string;
  en_name: string | null;
  logo: string | null;
  description: string | null;
  company_id: number | null;
  event_count: number;
}

export async function merchantById(db: Db, id: number): Promise<Merchant | null> {
  const m = await get<MerchantRow>(
    db,
    `SELECT m.*, (SELECT COUNT(*) FROM events WHERE merchant_id = m.id AND status = 'PUBLISHED') AS event_count FROM ec_merchants m WHERE m.id = ?`,
    id,
  );
  return m
    ? { id: m.id, name: m.name, enName: m.en_name, logo: m.logo, description: m.description, companyId: m.company_id, eventCount: m.event_count }
    : null;
}

export async function eventDetail(db: Db, id: number, memberId: number | null): Promise<EventDetail> {
  const r = await get<EventRow & { summary: string | null; content: string | null; location_id: number | null; form_id: number | null; protocol_code: string | null }>(
    db,
    `SELECT ${COLUMNS}, e.summary, e.content, e.location_id, p.form_id, p.protocol_code ${FROM} WHERE e.id = ? AND ${PUBLISHED}`,
    id,
  );
  if (!r) throw notFound();
  const liked = memberId !== null && await get(db, 'SELECT 1 FROM event_likes WHERE event_id = ? AND member_id = ?', id, memberId) !== undefined;
  return {
    ...toItem(r),
    summary: r.summary,
    content: sanitizeContentHtml(r.content ?? '', readEnv().siteUrl),
    locationId: r.location_id,
    formId: r.form_id,
    protocolCode: r.protocol_code,
    merchant: r.merchant_id === null ? null : await merchantById(db, r.merchant_id),
    isLiked: liked,
  };
}
