import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { readSessionFromCookies } from '@/lib/session/cookies';

/** The session of this request (personal pages render per request): its token and member id, or nulls. */
export const getSession = cache(async (): Promise<{ token: string | null; memberId: number | null }> => {
  const jar = await cookies();
  const session = readSessionFromCookies((name) => jar.get(name)?.value);
  return { token: session.token ?? null, memberId: session.memberId ?? null };
});
