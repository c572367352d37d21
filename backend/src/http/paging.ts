/**
 * Pages `{records, total, size, current, pages}` from a count and a LIMIT/OFFSET query.
 */
import type { PagingQuery } from '@/lib/contract/common';

export interface PageOf<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function offsetOf(paging: PagingQuery): number {
  return (paging.current - 1) * paging.size;
}

/** Builds a page: `load(limit, offset)` runs only when the page can hold records. */
export async function paged<T>(paging: PagingQuery, total: number, load: (limit: number, offset: number) => T[] | Promise<T[]>): Promise<PageOf<T>> {
  const offset = offsetOf(paging);
  const records = offset < total ? await load(paging.size, offset) : [];
  return {
    records,
    total,
    size: paging.size,
    current: paging.current,
    pages: Math.ceil(total / paging.size),
  };
}

/** A page over an array already in memory. */
export async function pageOfArray<T>(paging: PagingQuery, all: T[]): Promise<PageOf<T>> {
  return await paged(paging, all.length, (limit, offset) => all.slice(offset, offset + limit));
}
