/**
 * Achievements: public list and detail (PASS and PUBLISHED only), views, one's own list and detail.
 * Writes and the audit transitions are in achievements-write.ts.
 */
import type {
  Achievement,
  AchievementDetail,
  AchievementMaterial,
  AchievementMaturity,
  AchievementMyPageQuery,
  AchievementPageQuery,
  AuditStatus,
  MyAchievement,
} from '@/lib/contract/achievement';
import type { Db } from '../db/connection';
import { all, get, run, Where } from '../db/sql';
import { paged, type PageOf } from '../http/paging';
import { keywordMatch } from '../search/match';

export interface AchievementRow {
  id: number;
  member_id: number;
  title: string;
  summary: string | null;
  content: string | null;
  maturity: string;
  transferred: number;
  audit_status: string;
  publish_status: string;
  audit_remark: string | null;
  materials: string;
  view_count: number;
  created_at: string;
  updated_at: string;
  member_name: string | null;
  company_name: string | null;
}

const SELECT = `SELECT a.*, m.nickname AS member_name, c.name AS company_name
  FROM achievements a JOIN members m ON m.id = a.member_id LEFT JOIN companies c ON c.id = a.company_id`;

/** Visible to everyone: passed by the review and not a draft (M22, M23). */
const PUBLIC = "a.audit_status = 'PASS' AND a.publish_status = 'PUBLISHED'";

function materialsOf(text: string): AchievementMaterial[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (m): m is AchievementMaterial => !!m && typeof m === 'object' && typeof (m as AchievementMaterial).name === 'string' && typeof (m as AchievementMaterial).url === 'string',
    );
  } catch {
    return [];
  }
}

function toItem(row: AchievementRow): Achievement {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary ?? '',
    maturity: row.maturity as AchievementMaturity,
    transferred: row.transferred === 1,
    viewCount: row.view_count,
    memberId: row.member_id,
    memberName: row.member_name ?? '',
    companyName: row.company_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toDetail(row: AchievementRow): AchievementDetail {
  return { ...toItem(row), content: row.content ?? '', materials: materialsOf(row.materials) };
}

function toMine(row: AchievementRow): MyAchievement {
  return {
    ...toDetail(row),
    auditStatus: row.audit_status as AuditStatus,
    publishStatus: row.publish_status === 'DRAFT' ? 'DRAFT' : 'PUBLISHED',
    auditRemark: row.audit_remark,
  };
}

/** M01 (and the search's achievement group, E28): a keyword must match with every word (search/match.ts), title hits first. */
export async function achievementPage(db: Db, q: AchievementPageQuery): Promise<PageOf<Achievement> & { terms?: string[] }> {
  const where = new Where()
    .add(PUBLIC)
    .when(q.maturity, 'a.maturity = ?')
    .when(q.transferred, 'a.transferred = ?', (v) => [v ? 1 : 0]);
  const match = q.keyword ? await keywordMatch(db, 'achievements', 'a.id', q.keyword) : null;
  if (match) where.add(match.sql, ...match.params);
  const first = match ? { sql: `${match.titleSql} DESC,`, params: match.titleParams } : { sql: '', params: [] };
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM achievements a ${String(where)}`, ...where.params))?.n ?? 0;
  const page = await paged(q, total, async (limit, offset) =>
    (await all<AchievementRow>(
      db,
      `${SELECT} ${String(where)} ORDER BY ${first.sql} a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
      ...where.params,
      ...first.params,
      limit,
      offset,
    )).map(toItem),
  );
  return match ? { ...page, terms: match.terms } : page;
}

export async function achievementDetail(db: Db, id: number): Promise<AchievementDetail | null> {
  const row = await get<AchievementRow>(db, `${SELECT} WHERE a.id = ? AND ${PUBLIC}`, id);
  return row ? toDetail(row) : null;
}

/** Counts a view of a public achievement; false when there is none with that id. */
export async function recordAchievementView(db: Db, id: number): Promise<boolean> {
  return (await run(db, `UPDATE achievements SET view_count = view_count + 1 WHERE id = ? AND audit_status = 'PASS' AND publish_status = 'PUBLISHED'`, id)).changes > 0;
}

export async function myAchievementPage(db: Db, memberId: number, q: AchievementMyPageQuery): Promise<PageOf<MyAchievement>> {
  const where = new Where().add('a.member_id = ?', memberId).when(q.auditStatus, 'a.audit_status = ?');
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM achievements a ${String(where)}`, ...where.params))?.n ?? 0;
  return await paged(q, total, async (limit, offset) =>
    (await all<AchievementRow>(db, `${SELECT} ${String(where)} ORDER BY a.updated_at DESC, a.id DESC LIMIT ? OFFSET ?`, ...where.params, limit, offset)).map(toMine),
  );
}

/** One's own achievement in any state, or null (someone else's reads as missing). */
export async function myAchievement(db: Db, memberId: number, id: number): Promise<MyAchievement | null> {
  const row = await get<AchievementRow>(db, `${SELECT} WHERE a.id = ? AND a.member_id = ?`, id, memberId);
  return row ? toMine(row) : null;
}

/** The raw row of an achievement in any state (the review step). */
export async function achievementRow(db: Db, id: number): Promise<AchievementRow | undefined> {
  return await get<AchievementRow>(db, `${SELECT} WHERE a.id = ?`, id);
}
