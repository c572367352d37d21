import 'server-only';
import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '@/lib/constants';
import { getMessages } from './messages';

/**
 * The message catalogue of a locale as a file of its own, `/i18n/{locale}.{hash}.json` (issue 28 item 3): pages name it
 * instead of carrying it (it was ≈ 50 KB of the news detail's 130 KB, in every page's RSC payload), and a browser
 * fetches it once per build — its name changes with its text, so it is kept for good (`app/i18n/[file]/route.ts`).
 */
const bodies = new Map<Locale, { body: string; file: string }>();

function entry(locale: Locale) {
  let found = bodies.get(locale);
  if (!found) {
    const body = JSON.stringify(getMessages(locale));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    found = { body, file: `${locale}.${hash}.json` };
    bodies.set(locale, found);
  }
  return found;
}

/** Where the pages' islands read the catalogue of `locale` from. */
export const catalogueUrl = (locale: Locale): string => `/i18n/${entry(locale).file}`;

/**
 * The catalogue a file name asks for: its JSON, and whether the name is this build's (an older page may name the
 * file of the build before: it gets this build's text, not kept). Null for a name that is no catalogue's.
 */
export function catalogueFor(file: string): { body: string; current: boolean } | null {
  const locale = LOCALES.find((l) => file.startsWith(`${l}.`) && /^\w+\.[\w-]{12}\.json$/.test(file));
  if (!locale) return null;
  const { body, file: current } = entry(locale);
  return { body, current: file === current };
}
