import { CODE_FAIL, MEMBER_INFO_MISSING_MSG } from '@/lib/constants';
import {
  educationListSchema,
  tagCreateAnswerSchema,
  tagWordSchema,
  workHistoryListSchema,
  type EducationItem,
  type EducationItemInput,
  type TagWord,
  type WorkHistoryItem,
  type WorkHistoryItemInput,
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
import { pageOf, type Page } from '@/lib/contract/common';
import { TAG_TYPE } from '@/lib/constants';

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

/** S39: the message of a save/Skip answered without data. */
export const EMPTY_ANSWER_MSG = '服务器错误';

/** An answer without data to a Skip/save (S39) rejects with {@link EMPTY_ANSWER_MSG}. */
function requireData<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new ApiError(CODE_FAIL, EMPTY_ANSWER_MSG);
  return value;
}

/** True for the S39 failure of {@link saveWorkHistory} / {@link saveEducation}. */
export function isEmptyAnswer(error: unknown): boolean {
  return isApiError(error) && error.code === CODE_FAIL && error.msg === EMPTY_ANSWER_MSG;
}

export type WorkHistoryPayload = Omit<WorkHistoryItemInput, 'companyId'> & { companyId?: number };
export type EducationPayload = EducationItemInput;

/** `POST /admin/member/work-history [items]` (D13–D15); `[]` is Skip. Resolves the member's list. */
export async function saveWorkHistory(t: Transport, items: WorkHistoryPayload[]): Promise<WorkHistoryItem[]> {
  return requireData(await t.post('/admin/member/work-history', { body: items, schema: workHistoryListSchema.nullish() }));
}

/** `GET /admin/member/work-history` (/edit-info). */
export function getWorkHistory(t: Transport): Promise<WorkHistoryItem[]> {
  return t.get('/admin/member/work-history', { schema: workHistoryListSchema });
}

/** `PUT /admin/member/work-history/{id}` (issue 29 item 15, /edit-info): rewrites one item; resolves the member's list. */
export async function updateWorkHistory(t: Transport, id: number, item: WorkHistoryPayload): Promise<WorkHistoryItem[]> {
  return t.put(`/admin/member/work-history/${id}`, { body: item, schema: workHistoryListSchema });
}

export function deleteWorkHistory(t: Transport, id: number): Promise<unknown> {
  return t.del(`/admin/member/work-history/${id}`);
}

/** `POST /admin/member/education-history [items]` (D17); `[]` is Skip. */
export async function saveEducation(t: Transport, items: EducationPayload[]): Promise<EducationItem[]> {
  return requireData(await t.post('/admin/member/education-history', { body: items, schema: educationListSchema.nullish() }));
}

export function getEducation(t: Transport): Promise<EducationItem[]> {
  return t.get('/admin/member/education-history', { schema: educationListSchema });
}

export function deleteEducation(t: Transport, id: number): Promise<unknown> {
  return t.del(`/admin/member/education-history/${id}`);
}

/** `POST /admin/member/industry-tag [ids]` (D22). */
export function saveIndustryTags(t: Transport, tagIds: number[]): Promise<unknown> {
  return t.post('/admin/member/industry-tag', { body: tagIds });
}

/** `POST /basic/tag {name, type}` (D21): the new tag's id; code 1 = the name cannot be used (S38). */
export function createTag(t: Transport, name: string, type: number = TAG_TYPE.industry): Promise<number> {
  return t.post('/basic/tag', { body: { name, type }, schema: tagCreateAnswerSchema });
}

const tagWordPageSchema = pageOf(tagWordSchema);

/** `GET /basic/tag/word/page` (D20): industry tags matching `keywords`. */
export function searchTagWords(t: Transport, keywords: string, options: { signal?: AbortSignal } = {}): Promise<Page<TagWord>> {
  return t.get('/basic/tag/word/page', {
    auth: false,
    query: { keywords, status: 1, type: TAG_TYPE.industry, current: 1, size: 10 },
    schema: tagWordPageSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** `PUT /admin/member/avatar {avatar}` (issue 18 item 2, DEFAULT): the member's new avatar; answers the basic info. */
export function updateMemberAvatar(t: Transport, avatar: string): Promise<MemberBasicInfo> {
  return t.put('/admin/member/avatar', { body: { avatar }, schema: memberBasicInfoSchema });
}
