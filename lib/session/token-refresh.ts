import { ERR_NON_BUSINESS, HTTP_UNAUTHORIZED } from '@/lib/constants';
import { ApiError, toApiError } from '@/lib/api/errors';
import { refreshLock as defaultLock, type RefreshLock } from '@/lib/session/refresh-lock';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  saveRefreshedTokens,
  type SessionTokens,
} from '@/lib/session/session';

export interface SessionRefresher {
  /**
   * Refreshes the session once for every concurrent caller (single flight in this tab, lock across tabs)
   * and resolves the new access token. An invalid refresh token (any business or HTTP error) clears the
   * session (B30) before rejecting; a network failure (-1000) rejects and keeps the session.
   */
  refresh(): Promise<string>;
  isRefreshing(): boolean;
}

export function createSessionRefresher(deps: {
  /** The token call with grant `refresh_token`. */
  request: (refreshToken: string) => Promise<SessionTokens>;
  lock?: RefreshLock;
  now?: () => number;
}): SessionRefresher {
  const lock = deps.lock ?? defaultLock;
  const now = deps.now ?? Date.now;
  let inflight: Promise<string> | null = null;

  async function run(): Promise<string> {
    const before = getAccessToken();
    if (lock.isHeldElsewhere()) {
      await lock.waitForRelease();
      const after = getAccessToken();
      if (after && after !== before) return after;
    }
    const refreshToken = getRefreshToken();
    if (!refreshToken) {
      clearSession();
      throw new ApiError(HTTP_UNAUTHORIZED, 'no refresh token', HTTP_UNAUTHORIZED);
    }
    lock.acquire();
    try {
      const tokens = await deps.request(refreshToken);
      saveRefreshedTokens(tokens, now());
      return tokens.access_token;
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code !== ERR_NON_BUSINESS || (apiError.httpStatus !== undefined && apiError.httpStatus < 500)) {
        clearSession();
      }
      throw apiError;
    } finally {
      lock.release();
    }
  }

  return {
    refresh() {
      if (!inflight) {
        inflight = run().finally(() => {
          inflight = null;
        });
      }
      return inflight;
    },
    isRefreshing() {
      return inflight !== null;
    },
  };
}
