import { http } from 'msw';
import { z } from 'zod';
import {
  authoritiesSchema,
  memberBasicInfoSchema,
  membershipBenefitListSchema,
  registerStatusSchema,
  workHistoryListSchema,
  type MemberBasicInfo,
  type MembershipBenefit,
  type RegisterStatus,
  type WorkHistoryItem,
} from '@/lib/contract/member';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** The member's own calls: register status, basic info, membership, permissions and the wizard steps (B12–B17, D03–D23). */
export const memberHandlers = {
  registerStatus: (reply: Reply<RegisterStatus>) =>
    http.get(`${API}/admin/member/register/status`, ({ request }) => envelope(registerStatusSchema, reply, request)),
  basicInfo: (reply: Reply<MemberBasicInfo>) => http.get(`${API}/admin/member/basic-info`, ({ request }) => envelope(memberBasicInfoSchema, reply, request)),
  /** `PUT /admin/member/basic-info` (the supplement, D09): answers the saved info; 20020 when the e-mail is used (S21). */
  updateBasicInfo: (reply: Reply<MemberBasicInfo>) =>
    http.put(`${API}/admin/member/basic-info`, ({ request }) => envelope(memberBasicInfoSchema, reply, request)),
  membershipBenefit: (reply: Reply<MembershipBenefit[]>) =>
    http.get(`${API}/admin/membership/benefit`, ({ request }) => envelope(membershipBenefitListSchema, reply, request)),
  authorities: (reply: Reply<string[]>) => http.get(`${API}/admin/member/authorities`, ({ request }) => envelope(authoritiesSchema, reply, request)),
  /** `POST /admin/member/work-history [items]` (`[]` is Skip): the member's list; `null` is the S39 answer without data. */
  saveWorkHistory: (reply: Reply<WorkHistoryItem[] | null>) =>
    http.post(`${API}/admin/member/work-history`, ({ request }) => envelope(workHistoryListSchema.nullable(), reply, request)),
  /** `PUT /admin/member/work-history/{id}` (issue 29 item 15): the member's list after the edit. */
  updateWorkHistory: (id: number, reply: Reply<WorkHistoryItem[]>) =>
    http.put(`${API}/admin/member/work-history/${id}`, ({ request }) => envelope(workHistoryListSchema, reply, request)),
  /** `PUT /admin/member/avatar {avatar}` (issue 18 item 2): answers the member's info with the new avatar. */
  updateAvatar: (reply: Reply<MemberBasicInfo>) => http.put(`${API}/admin/member/avatar`, ({ request }) => envelope(memberBasicInfoSchema, reply, request)),
  /** `POST /admin/member/industry-tag [ids]` (D22). */
  saveIndustryTags: (reply: Reply<boolean>) => http.post(`${API}/admin/member/industry-tag`, ({ request }) => envelope(z.boolean(), reply, request)),
};

/** A member's basic info as `GET /admin/member/basic-info` answers it. */
export function memberInfo(over: Partial<MemberBasicInfo> = {}): MemberBasicInfo {
  return {
    memberId: 1004,
    nickname: '周子航',
    company: '杭州味研食品有限公司',
    companyId: 0,
    position: '研发工程师',
    isBanned: false,
    email: null,
    phoneNumber: '13800000004',
    hasColumn: false,
    inviteMiniappCode: null,
    avatar: null,
    gender: 'MALE',
    locationId: 310100,
    location: '上海',
    nameEditable: true,
    industryTagList: [],
    followerCount: 0,
    followCount: 0,
    ...over,
  };
}
