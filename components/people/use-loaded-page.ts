'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from '@/lib/contract/common';

/**
 * A page of a list loaded in the browser (own-page tabs): the first page on mount, `load(n)` for another,
 * the previous page staying on screen while the next one loads. `query` gives the page's query options.
 */
export function useLoadedPage<T>(query: (current: number) => { queryKey: readonly unknown[]; queryFn: () => Promise<Page<T>> }) {
  const [current, setCurrent] = useState(1);
  const { queryKey, queryFn } = query(current);
  const { data, isError } = useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
  return { page: data ?? null, failed: isError, load: setCurrent };
}
