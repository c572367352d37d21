import 'server-only';
import { HTTP_UNAUTHORIZED } from '@/lib/constants';
import { isApiError } from '@/lib/api/errors';

/** A personal read the API refused for the member's token (logged out elsewhere, revoked). */
export const SESSION_REFUSED = 'session-refused' as const;

/**
 * Issue 30 item 5: a personal page's read with the member's token. A 401 is not the page's error (it answered 500
 * before): the read answers SESSION_REFUSED and the page renders `SessionRecheck` (components/auth/session-recheck.tsx),
 * which refreshes once in the browser and then reloads or opens the login dialog. Other failures are thrown as before.
 */
export async function whileSignedIn<T>(read: Promise<T>): Promise<T | typeof SESSION_REFUSED> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && (error.code === HTTP_UNAUTHORIZED || error.httpStatus === HTTP_UNAUTHORIZED)) return SESSION_REFUSED;
    throw error;
  }
}
