import { isApiError } from '@/lib/api/errors';

/**
 * The API's own message of a refused call (a business code > 0 with a message), or null for network,
 * timeout and parse failures, which the island words itself from the catalogue.
 */
export function businessMessage(error: unknown): string | null {
  return isApiError(error) && error.code > 0 && error.msg ? error.msg : null;
}
