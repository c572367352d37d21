import { isApiError } from '@/lib/api/errors';
import { ERR_BANNED, ERR_NO_PERMISSION } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';

/**
 * The API's own message of a refused call (a business code > 0 with a message), or null for network,
 * timeout and parse failures, which the island words itself from the catalogue.
 */
export function businessMessage(error: unknown): string | null {
  return isApiError(error) && error.code > 0 && error.msg ? error.msg : null;
}

/**
 * What the client shows for a refused call of any API (error catalogue, S2§8): 10403 no permission (S09) and
 * 10407 banned (S10) in the interface's language; any other business code — 10408 (S11), 30512 (S18), 30305 (S19)
 * and the rest — the server's msg. Null for network, timeout and parse failures (the island words those).
 */
export function apiErrorText(t: Translate, error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.code === ERR_NO_PERMISSION) return t('error.noPermission');
  if (error.code === ERR_BANNED) return t('error.banned');
  return businessMessage(error);
}

/** Why a call failed, always in words: the API's for a refusal, else the catalogue's network error. */
export function failureText(t: Translate, error: unknown): string {
  return apiErrorText(t, error) ?? t('error.network');
}

/** The business code of a refused call, or null (network, timeout, parse failures). */
export function errorCodeOf(error: unknown): number | null {
  return isApiError(error) && error.code > 0 ? error.code : null;
}
