/**
 * Writes of the member profile (supplement / edit-info).
 */
import type { MemberBasicInfoInput } from '../../../lib/contract/member';
import { MIN_REGISTER_STEP } from '../../../lib/constants';
import type { Db } from '../db/connection';
import { get, run } from '../db/sql';
import { fail } from '../http/envelope';
import type { MemberRow } from './members';

export function updateBasicInfo(db: Db, member: MemberRow, input: MemberBasicInfoInput): void {
  const location = get<{ name: string }>(db, 'SELECT name FROM locations WHERE id = ?', input.locationId);
  if (!location) throw fail('locationId: unknown location');
  if (input.companyId > 0 && !get(db, 'SELECT 1 FROM companies WHERE id = ?', input.companyId)) {
    throw fail('companyId: unknown company');
  }
  run(
    db,
    `UPDATE members SET nickname = ?, gender = ?, company = ?, company_id = ?, position = ?, location_id = ?, location = ?,
       email = ?, step = MAX(step, ?), is_required = 0
     WHERE id = ?`,
    input.nickname,
    input.gender,
    input.company,
    input.companyId,
    input.position,
    input.locationId,
    location.name,
    input.email ?? null,
    MIN_REGISTER_STEP,
    member.id,
  );
}
