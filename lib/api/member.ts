import { CODE_FAIL, MEMBER_INFO_MISSING_MSG } from '@/lib/constants';
import {
  authoritiesSchema,
  memberBasicInfoSchema,
  memberCardSchema,
  membershipBenefitListSchema,
  registerStatusSchema,
  type MemberBasicInfo,
  type MemberBasicInfoInput,
  type MemberCard,
  type MembershipBenefit,
  type RegisterStatus,
} from '@/lib/contract/member';
import { ApiError, isApiError } from '@/lib/api/errors';
import type { Transport } from '@/lib/api/transport';

/** `GET /admin/member/register/status` (B12). */
export function getRegisterStatus(t: Transport): Promise<RegisterStatus> {
  return t.get('/admin/member/register/status', { schema: registerStatusSchema });
}

/**
 * `GET /admin/member/basic-info`, with the session token or an explicit one (B18). An answer without data
 * rejects with 'Verification failed, please Login again.' (B17).
 */
export async function getMemberInfo(t: Transport, options: { token?: string } = {}): Promise<MemberBasicInfo> {
  const info = await t.get('/admin/member/basic-info', {
    schema: memberBasicInfoSchema.nullable(),
    ...(options.token ? { token: options.token } : {}),
  });
  if (!info) throw new ApiError(CODE_FAIL, MEMBER_INFO_MISSING_MSG);
  return info;
}

/** True for the B17 failure of {@link getMemberInfo} (an answer without data). */
export function isMemberInfoMissing(error: unknown): boolean {
  return isApiError(error) && error.code === CODE_FAIL && error.msg === MEMBER_INFO_MISSING_MSG;
}

export type MemberInfoUpdate = Omit<MemberBasicInfoInput, 'companyId' | 'email'> & {
  companyId?: number;
  email?: string | null;
};

/** `PUT /admin/member/basic-info` (supplement and profile edit). Code 20020: e-mail already used (S21). */
export function updateMemberInfo(t: Transport, input: MemberInfoUpdate): Promise<unknown> {
  return t.put('/admin/member/basic-info', { body: input });
}

/** `GET /admin/membership/benefit`. */
export function getMembershipBenefit(t: Transport): Promise<MembershipBenefit[]> {
  return t.get('/admin/membership/benefit', { schema: membershipBenefitListSchema });
}

/** `GET /admin/member/authorities`: permission tokens. */
export function getAuthorities(t: Transport): Promise<string[]> {
  return t.get('/admin/member/authorities', { schema: authoritiesSchema });
}

/** `GET /admin/member/basic/{memberId}`: the public card of a member. */
export function getMemberCard(t: Transport, memberId: number): Promise<MemberCard> {
  return t.get(`/admin/member/basic/${memberId}`, { schema: memberCardSchema });
}
