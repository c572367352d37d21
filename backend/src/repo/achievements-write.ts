/**
 * Achievement writes and audit transitions (M03, M04, M21, M22 DEFAULT):
 * submit → PENDING; PENDING → CANCEL by the member (撤回); PENDING → PASS | BLOCK by the platform's review;
 * CANCEL | BLOCK | PASS → PENDING by edit and resubmit. A draft (DRAFT) never reaches the review and is
 * never public; it may be saved from CANCEL or BLOCK (a new draft starts as CANCEL). Any other move fails.
 */
import type { AchievementCreateInput, AchievementReviewInput, AchievementUpdateInput, AuditStatus } from '@/lib/contract/achievement';
import { ADMIN_MEMBER_ID, NOTICE_TYPE } from '@/lib/constants';
import type { Db } from '../db/connection';
import { get, run, transaction, insertId } from '../db/sql';
import { nowText } from '../db/time';
import { fail, notFound } from '../http/envelope';
import { achievementRow, myAchievement } from './achievements';
import { createNotice } from './notices';

export const MSG_EDIT_WHILE_PENDING = '成果正在审核中，请先撤回再编辑';
export const MSG_DRAFT_AFTER_PASS = '已审核通过的成果只能修改后重新提交';
export const MSG_CANCEL_NOT_PENDING = '只有待审核的成果可以撤回';
export const MSG_REVIEW_NOT_PENDING = '只有待审核的成果可以审核';

/** The member's company (if any) becomes the achievement's owner company. */
async function companyOf(db: Db, memberId: number): Promise<number | null> {
  const row = await get<{ company_id: number }>(db, 'SELECT company_id FROM members WHERE id = ?', memberId);
  return row && row.company_id > 0 ? row.company_id : null;
}

function auditOfSave(input: AchievementCreateInput, current: AuditStatus | null): AuditStatus {
  if (input.publishStatus === 'PUBLISHED') return 'PENDING';
  return current ?? 'CANCEL';
}

export async function createAchievement(db: Db, memberId: number, input: AchievementCreateInput) {
  const now = nowText();
  const id = (await insertId(db, `INSERT INTO achievements (company_id, member_id, title, summary, content, maturity, transferred, audit_status, publish_status, materials, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, await companyOf(db, memberId), memberId, input.title, input.summary, input.content, input.maturity, input.transferred ? 1 : 0, auditOfSave(input, null), input.publishStatus, JSON.stringify(input.materials), now, now));
  return await myAchievement(db, memberId, id);
}

export async function updateAchievement(db: Db, memberId: number, input: AchievementUpdateInput) {
  const current = await myAchievement(db, memberId, input.id);
  if (!current) throw notFound();
  if (current.auditStatus === 'PENDING') throw fail(MSG_EDIT_WHILE_PENDING);
  if (input.publishStatus === 'DRAFT' && current.auditStatus === 'PASS') throw fail(MSG_DRAFT_AFTER_PASS);
  await run(
    db,
    `UPDATE achievements SET title = ?, summary = ?, content = ?, maturity = ?, transferred = ?, materials = ?, audit_status = ?, publish_status = ?, updated_at = ?
     WHERE id = ? AND member_id = ?`,
    input.title,
    input.summary,
    input.content,
    input.maturity,
    input.transferred ? 1 : 0,
    JSON.stringify(input.materials),
    auditOfSave(input, current.auditStatus),
    input.publishStatus,
    nowText(),
    input.id,
    memberId,
  );
  return await myAchievement(db, memberId, input.id);
}

/** 撤回: PENDING → CANCEL, one's own only (M21). */
export async function cancelAchievement(db: Db, memberId: number, id: number) {
  const current = await myAchievement(db, memberId, id);
  if (!current) throw notFound();
  if (current.auditStatus !== 'PENDING') throw fail(MSG_CANCEL_NOT_PENDING);
  await run(db, "UPDATE achievements SET audit_status = 'CANCEL', updated_at = ? WHERE id = ? AND audit_status = 'PENDING'", nowText(), id);
  return await myAchievement(db, memberId, id);
}

/** The platform's review: PENDING → PASS | BLOCK, and the achievement notice (type 16) to its member. */
export async function reviewAchievement(db: Db, input: AchievementReviewInput): Promise<{ id: number; memberId: number; auditStatus: AuditStatus }> {
  const row = await achievementRow(db, input.id);
  if (!row) throw notFound();
  if (row.audit_status !== 'PENDING' || row.publish_status !== 'PUBLISHED') throw fail(MSG_REVIEW_NOT_PENDING);
  const isPass = input.result === 'pass';
  const status: AuditStatus = isPass ? 'PASS' : 'BLOCK';
  const now = nowText();
  await transaction(db, async () => {
    await run(db, 'UPDATE achievements SET audit_status = ?, audit_remark = ?, audited_at = ? WHERE id = ?', status, input.remark ?? null, now, row.id);
    await createNotice(db, {
      memberId: row.member_id,
      noticeType: NOTICE_TYPE.achievement,
      entityId: row.id,
      content: {
        adminMemberId: ADMIN_MEMBER_ID,
        isPass,
        subjectId: row.id,
        title: row.title,
        template: isPass ? '你提交的成果《{title}》已审核通过' : '你提交的成果《{title}》审核未通过，请修改后重新提交',
        ...(input.remark ? { remark: input.remark } : {}),
      },
      sentTime: now,
    });
  });
  return { id: row.id, memberId: row.member_id, auditStatus: status };
}
