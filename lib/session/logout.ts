import { logout as logoutCall } from '@/lib/api/auth';
import { clientTransport } from '@/lib/api/client';
import type { Transport } from '@/lib/api/transport';
import { clearSession, getAccessToken } from '@/lib/session/session';
import { onSessionCleared } from '@/lib/session/session-events';

/**
 * Registers the real-time socket's disconnect; it runs on every logout (B28) and every local session
 * clear (failed refresh). Returns an unregister function.
 */
export function registerSocketDisconnect(disconnect: () => void): () => void {
  return onSessionCleared(disconnect);
}

/**
 * Logout (B27–B28): the server call only when a token exists; then, whatever its result (success, error,
 * network failure), the local clear: session cookies, listeners (socket, stores).
 */
export async function logout(options: { transport?: Transport } = {}): Promise<void> {
  const token = getAccessToken();
  try {
    if (token) {
      await logoutCall(options.transport ?? clientTransport, token);
    }
  } catch {
    // B28: the local clear happens whatever the server says
  } finally {
    clearSession();
  }
}
