import 'server-only';
import { cache } from 'react';
import { getAccount as fetchAccount } from '@/lib/api/account';
import { getEducation, getMemberInfo, getWorkHistory } from '@/lib/api/member';
import { serverTransport } from '@/lib/api/server';
import type { Account } from '@/lib/contract/account';
import type { EducationItem, MemberBasicInfo, WorkHistoryItem } from '@/lib/contract/member';
import { getSession } from '@/lib/data/session';

/** The account pages' reads: personal, per request, never cached. */

/** B45: `GET /admin/member/account`: the account of the member of this request, or null (the island then loads it in the browser). */
export const getAccount = cache(async (): Promise<Account | null> => {
  const { token } = await getSession();
  if (!token) return null;
  return fetchAccount(serverTransport({ token })).catch(() => null);
});

export interface EditInfoData {
  info: MemberBasicInfo | null;
  work: WorkHistoryItem[];
  education: EducationItem[];
}

/** D26: member info, work and education history (`GET /admin/member/basic-info` …) of the member of this request. */
export const getEditInfo = cache(async (): Promise<EditInfoData | null> => {
  const { token } = await getSession();
  if (!token) return null;
  const t = serverTransport({ token });
  try {
    const [info, work, education] = await Promise.all([getMemberInfo(t), getWorkHistory(t), getEducation(t)]);
    return { info, work, education };
  } catch {
    return null;
  }
});
