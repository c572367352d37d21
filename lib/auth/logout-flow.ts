import { logout } from '@/lib/api/auth';
import { clientTransport } from '@/lib/api/client';
import { clearSession, getAccessToken } from '@/lib/session/session';

/**
 * B27/B28: the server is told only when a token exists; the local session is cleared whatever the
 * server answers (success, error or network failure).
 */
export async function logoutEverywhere(): Promise<void> {
  const token = getAccessToken();
  try {
    if (token) await logout(clientTransport, token);
  } catch {
    // The local clear below happens whatever the result.
  } finally {
    clearSession();
  }
}
