import { DEFAULT_LOCALE, type Locale } from '../constants';
import { LANG_QUERY } from './variant';

/**
 * An internal link of a page in `locale` (issue 31 item 2): English pages keep `?lang=en` on every internal link, so a
 * visitor without cookies (a crawler) who reads an English page reaches English pages from it; the Chinese page's
 * links are the bare URLs (the default language, x-default). Only site paths change: external URLs, protocol-relative
 * ones, hashes, the API and files are returned as given; the fragment stays last; a `lang` already there is replaced.
 */
export function localeHref(target: string, locale: Locale): string {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/api/')) return target;
  const hashAt = target.indexOf('#');
  const hash = hashAt < 0 ? '' : target.slice(hashAt);
  const pathAndQuery = hashAt < 0 ? target : target.slice(0, hashAt);
  const queryAt = pathAndQuery.indexOf('?');
  const path = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : pathAndQuery.slice(queryAt + 1));
  query.delete(LANG_QUERY);
  if (locale !== DEFAULT_LOCALE) query.set(LANG_QUERY, locale);
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}${hash}`;
}

/**
 * The language switch's link to the current page in `target` (issue 31 item 2): a query-only relative URL, so it
 * keeps the page's path, with the page's query (`search`, e.g. `?page=2`) kept and `lang` set to the target.
 */
export function switchHref(search: string, target: Locale): string {
  const query = new URLSearchParams(search);
  query.delete(LANG_QUERY);
  query.set(LANG_QUERY, target);
  return `?${query.toString()}`;
}
