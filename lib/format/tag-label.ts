import type { Locale } from '@/lib/constants';

/**
 * The label of a tag, a category or a source in the interface's language (issue 18 item 4, V12-style): the
 * English name in en when the API gives one, else the Chinese name. Product-owned names all have one.
 */
export function localName(locale: Locale, name: string, enName: string | null | undefined): string;
export function localName(locale: Locale, name: string | null, enName: string | null | undefined): string | null;
export function localName(locale: Locale, name: string | null, enName: string | null | undefined): string | null {
  return locale === 'en' && enName ? enName : name;
}
