import { SEARCH_HISTORY_MAX } from '@/lib/constants';
import { href } from '@/lib/routing/routes';

/**
 * Search history rules (E07, E08): a new term goes to the front when absent; a term already present
 * stays where it is; the list keeps at most 5.
 */
export function addSearchTerm(history: readonly string[], term: string): string[] {
  const word = term.trim();
  if (!word) return [...history];
  if (history.includes(word)) return [...history];
  return [word, ...history].slice(0, SEARCH_HISTORY_MAX);
}

export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

/** E09: arrow keys move through history then hot keywords and wrap at both ends (-1 = nothing). */
export function moveHighlight(current: number, total: number, direction: 1 | -1): number {
  if (total <= 0) return -1;
  if (current < 0) return direction === 1 ? 0 : total - 1;
  return (current + direction + total) % total;
}

export type SearchSite = 'news' | 'post' | 'events';

/** E11: `/search/{site}/{encodeURIComponent(word)}`, site defaulting to news; null for an empty term (E10). */
export function searchUrl(term: string, site: SearchSite = 'news'): string | null {
  const word = term.trim();
  if (!word) return null;
  return href('/search/:webSiteName/:word', { webSiteName: site, word });
}
