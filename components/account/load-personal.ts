import { cookies } from 'next/headers';
import { getAccount } from '@/lib/api/account';
import { getEducation, getMemberInfo, getWorkHistory } from '@/lib/api/member';
import { serverTransport } from '@/lib/api/server';
import type { Account } from '@/lib/contract/account';
import type { EducationItem, MemberBasicInfo, WorkHistoryItem } from '@/lib/contract/member';
import { readSessionFromCookies } from '@/lib/session/cookies';

/** The session token of this request (personal pages render per request). */
async function sessionToken(): Promise<string | null> {
  const jar = await cookies();
  return readSessionFromCookies((name) => jar.get(name)?.value).token;
}

/** B45: the account of the member of this request, or null (the island then loads it in the browser). */
export async function loadAccount(): Promise<Account | null> {
  const token = await sessionToken();
  if (!token) return null;
  return getAccount(serverTransport({ token })).catch(() => null);
}

export interface EditInfoData {
  info: MemberBasicInfo | null;
  work: WorkHistoryItem[];
  education: EducationItem[];
}

/** D26: member info, work and education history of the member of this request. */
export async function loadEditInfo(): Promise<EditInfoData | null> {
  const token = await sessionToken();
  if (!token) return null;
  const t = serverTransport({ token });
  try {
    const [info, work, education] = await Promise.all([getMemberInfo(t), getWorkHistory(t), getEducation(t)]);
    return { info, work, education };
  } catch {
    return null;
  }
}
