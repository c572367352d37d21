import type { DictEntry } from '@/lib/contract/dict';
import type { Locale } from '@/lib/constants';

/** The anchor of a term on `/dict/detail` (`#term-12`): terms have no page of their own. */
export function dictTermAnchor(id: number): string {
  return `term-${id}`;
}

/** A term's name and definition in the page's language, with the other language's name beside it. */
export function dictTermText(term: DictEntry, locale: Locale) {
  if (locale === 'en') {
    return { name: term.enWord || term.word, otherName: term.enWord ? term.word : null, definition: term.enExplanation || term.explanation || '' };
  }
  return { name: term.word, otherName: term.enWord, definition: term.explanation || term.enExplanation || '' };
}

/**
 * JSON-LD of a dictionary page (E19, issue 19 item 1): the `DefinedTermSet` with the page's terms as
 * `DefinedTerm`s, each addressed by its anchor on the page.
 */
export function dictJsonLd(
  terms: DictEntry[],
  urls: { set: string; page: string },
  set: { name: string; description: string },
  locale: Locale,
): object {
  const setId = `${urls.set}#set`;
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': setId,
    name: set.name,
    description: set.description,
    url: urls.set,
    inLanguage: locale === 'en' ? 'en' : 'zh-CN',
    hasDefinedTerm: terms.map((term) => {
      const text = dictTermText(term, locale);
      const url = `${urls.page}#${dictTermAnchor(term.id)}`;
      return {
        '@type': 'DefinedTerm',
        '@id': url,
        name: text.name,
        alternateName: text.otherName ?? undefined,
        description: text.definition || undefined,
        url,
        inDefinedTermSet: setId,
      };
    }),
  };
}
