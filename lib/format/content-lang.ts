import { DEFAULT_LOCALE, HTML_LANG, type Locale } from '../constants';

/**
 * The `lang` of user content on a page of `locale` (issue 31 item 2, WCAG 3.1.2 language of parts): what members and
 * companies write is Chinese, the site's default language, so on an English page the element holding it says
 * `lang="zh-CN"` (screen readers switch voice, crawlers see the language change); on a Chinese page nothing is added.
 * Set by the shared cards and detail views next to their `data-ugc` marks.
 */
export function ugcLang(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : HTML_LANG[DEFAULT_LOCALE];
}
