'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from '@/lib/contract/common';

/** The options of one page's query: its key and read, and how long an unwatched page stays cached. */
interface PageQuery<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<Page<T>>;
  gcTime?: number;
}

/**
 * A page of a list loaded in the browser (own-page tabs): the first page on mount, `load(n)` for another,
 * the previous page staying on screen while the next one loads. `query` gives the page's query options.
 */
export function useLoadedPage<T>(query: (current: number) => PageQuery<T>) {
  const [current, setCurrent] = useState(1);
  const { data, isError } = useQuery({ ...query(current), placeholderData: keepPreviousData });
  return { page: data ?? null, failed: isError, load: setCurrent };
}
