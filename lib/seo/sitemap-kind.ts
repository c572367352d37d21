import type { Transport } from '@/lib/api/transport';
import { MAX_PAGE_SIZE } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';

/** One URL of a sitemap, before it is made absolute (lib/seo/sitemap.ts `sitemapEntries`). */
export interface SitemapEntry {
  path: string;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai: the entity's update time (issue 20 item 1), a list's newest entry. */
  time?: string;
  /** Pictures of the page (any URL the API gives; their absolute raster versions are listed, `image:image`). */
  images?: (string | null | undefined)[];
}

/** One kind of page of the sitemap (`{kind}-{n}` ids). */
export interface SitemapKind {
  /** How many URLs of this kind exist. */
  count(t: Transport): Promise<number>;
  /** URLs `offset … offset + limit - 1` (newest first). */
  list(t: Transport, offset: number, limit: number): Promise<SitemapEntry[]>;
  changeFrequency: 'hourly' | 'daily' | 'weekly' | 'monthly';
  priority: number;
}

/** Reads `[offset, offset + limit)` of a paged call in API pages of MAX_PAGE_SIZE. */
export async function readRange<T>(load: (current: number, size: number) => Promise<Page<T>>, offset: number, limit: number): Promise<T[]> {
  const size = MAX_PAGE_SIZE;
  const first = Math.floor(offset / size) + 1;
  const last = Math.floor((offset + limit - 1) / size) + 1;
  const out: T[] = [];
  for (let current = first; current <= last; current += 1) {
    const page = await load(current, size);
    out.push(...page.records);
    if (current >= page.pages) break;
  }
  const skip = offset - (first - 1) * size;
  return out.slice(skip, skip + limit);
}

/** A kind whose URLs are all read at once (lists of tags, site pages): counted and sliced from the same list. */
export function wholeKind(all: (t: Transport) => Promise<SitemapEntry[]>, changeFrequency: SitemapKind['changeFrequency'], priority: number): SitemapKind {
  return {
    count: async (t) => (await all(t)).length,
    list: async (t, offset, limit) => (await all(t)).slice(offset, offset + limit),
    changeFrequency,
    priority,
  };
}

/**
 * The list pages of `items` that show something (a list of nothing is `noindex`, issue 20 item 6), each with the time
 * of its newest entry as its `lastmod` (issue 31 item 5). `first` reads the first entry of an item's list.
 */
export async function listedPages<T>(
  items: readonly T[],
  first: (item: T) => Promise<{ total: number; time?: string | null }>,
  path: (item: T) => string,
): Promise<SitemapEntry[]> {
  const read = await Promise.all(items.map(async (item) => ({ item, head: await first(item).catch(() => ({ total: 0, time: null })) })));
  return read.filter((r) => r.head.total > 0).map((r) => ({ path: path(r.item), ...(r.head.time ? { time: r.head.time } : {}) }));
}

/** The first entry of a paged answer, as {@link listedPages} reads it. */
export function headOf<T>(page: Page<T>, time: (record: T) => string | null | undefined): { total: number; time?: string | null } {
  const record = page.records[0];
  return { total: page.total, time: record ? time(record) : null };
}
