/**
 * The options of a search results page (E13–E15, E17, E28): sort by publish time, a tag and a child tag — on the
 * news site the class tag and the theme tag, on the post site the post type and the theme, on the events site the
 * type tag (no child). Publicly they are query values (`/search/news/食品?sort=time&tagId=3&childTagId=41`); the
 * route table folds them into path segments (`…/食品/time/tag-3/child-41`) so each combination is its own
 * cached page. Pure: imported by the route table (and so by next.config.ts) with relative imports only.
 */
import { href } from './routes';

export interface SearchOptions {
  sort: 'relevance' | 'time';
  tagId: number | null;
  childTagId: number | null;
}

const ID = /^[1-9]\d{0,15}$/;

/** The public query of a search → its internal path segments (invalid values are dropped). */
export function searchOptionSegments(site: string, query: URLSearchParams): string[] {
  const segments: string[] = [];
  if (query.get('sort') === 'time') segments.push('time');
  const tagId = query.get('tagId') ?? '';
  const childTagId = query.get('childTagId') ?? '';
  if (ID.test(tagId)) segments.push(`tag-${tagId}`);
  if (ID.test(childTagId) && site !== 'events') segments.push(`child-${childTagId}`);
  return segments;
}

/** The internal path segments → options; null for anything the route table would not produce (→ 404). */
export function parseSearchSegments(segments: readonly string[]): SearchOptions | null {
  const options: SearchOptions = { sort: 'relevance', tagId: null, childTagId: null };
  let i = 0;
  if (segments[i] === 'time') {
    options.sort = 'time';
    i += 1;
  }
  const tag = /^tag-(\d+)$/.exec(segments[i] ?? '');
  if (tag && ID.test(tag[1]!)) {
    options.tagId = Number(tag[1]);
    i += 1;
  }
  const child = /^child-(\d+)$/.exec(segments[i] ?? '');
  if (child && ID.test(child[1]!)) {
    options.childTagId = Number(child[1]);
    i += 1;
  }
  return i === segments.length ? options : null;
}

/** The sites with their own results page (E12): news, posts, events. */
export type SearchSiteName = 'news' | 'post' | 'events';

/** The public URL of a search page with its options (what links and paging point at). */
export function searchHref(site: SearchSiteName, word: string, options: Partial<SearchOptions> = {}): string {
  return href('/search/:webSiteName/:word', { webSiteName: site, word }, {
    sort: options.sort === 'time' ? 'time' : null,
    tagId: options.tagId || null,
    childTagId: site === 'events' ? null : options.childTagId || null,
  });
}
