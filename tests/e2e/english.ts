import type { BrowserContext } from '@playwright/test';
import { LOCALE_COOKIE } from '../../lib/routing/variant';
import { encryptCookieValue } from '../../lib/session/cookie-crypto';

/**
 * The browser in English as the language switch leaves it: the session's encrypted `lang` and its plain copy,
 * which the public pages' rewrites and the page cache read. (A `lang` without its copy is the older state that
 * the first page load repairs with a reload: foundation.spec.ts V03 tests that path.)
 */
export async function switchToEnglish(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([
    { name: 'lang', value: encryptCookieValue('en'), url: baseURL ?? '' },
    { name: LOCALE_COOKIE, value: 'en', url: baseURL ?? '' },
  ]);
}
