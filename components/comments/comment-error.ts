import { isApiError } from '@/lib/api/errors';
import { ERR_BANNED } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';
import { apiErrorText } from '@/lib/queries/error-message';

/** What a refused comment action says: banned (U09), grey words (F33), the API's message, or a generic failure. */
export function commentErrorText(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    if (error.code === ERR_BANNED) return t('error.banned');
    if (Array.isArray(error.data) && error.data.length > 0) return t('comment.greyWords', { words: error.data.join('、') });
  }
  return apiErrorText(t, error) ?? t('interact.failed');
}
